import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Registers a fresh member through the API and stores the tokens as a sign-in would; answers the access token. */
export async function signInAsNewMember(page: Page, request: APIRequestContext): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Ines',
      email: `ines+${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
      password: 'ink-and-reed-42',
    },
  });
  expect(registered.status()).toBe(201);
  const { accessToken, refreshToken } = await registered.json();
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [accessToken, refreshToken],
  );
  return accessToken as string;
}
