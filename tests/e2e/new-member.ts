import type { APIRequestContext, Page } from '@playwright/test';
import { outboxSignUpCode } from '../setup/outbox-sign-up-code';
import { expect } from './fixtures';

export interface NewMember {
  name: string;
  email: string;
  password: string;
}

/**
 * Registers through the API as the sign-up page does (ADR 013): the details, then the code that
 * `codeFor` reads from the member's mail. Answers the new account's token pair.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  member: NewMember,
  codeFor: (email: string) => Promise<string>,
  baseUrl = '',
): Promise<{ accessToken: string; refreshToken: string }> {
  const registered = await request.post(`${baseUrl}/api/auth/register`, { data: member });
  expect(registered.status()).toBe(202);
  const { registrationToken } = await registered.json();
  const verified = await request.post(`${baseUrl}/api/auth/register/verify`, {
    data: { registrationToken, code: await codeFor(member.email) },
  });
  expect(verified.status()).toBe(201);
  return verified.json();
}

/** The sign-up codes of the shared e2e server, which has no SMTP: they wait in its outbox. */
export function sharedServerCode(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts');
  return outboxSignUpCode(dataDir, email);
}

/** Registers a fresh member through the API and stores the tokens as a sign-in would; answers the access token. */
export async function signInAsNewMember(
  page: Page,
  request: APIRequestContext,
  /** Where the sign-up code is read: a test's own server has its own outbox. */
  codeFor: (email: string) => Promise<string> = sharedServerCode,
): Promise<string> {
  const { accessToken, refreshToken } = await registerThroughApi(
    request,
    {
      name: 'Ines',
      email: `ines+${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
      password: 'ink-and-reed-42',
    },
    codeFor,
  );
  await storeTokens(page, { accessToken, refreshToken });
  return accessToken;
}

/** Opens the app and stores a token pair in the browser as a sign-in would. */
export async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}
