import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanupRendered, renderForTest, TestI18n } from '../../../lib/testing/render-for-test';
import { answer, stubFetch } from '../../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../../shared/api-error';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginForm } from './login-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The server's lockout answer: 429 with the seconds to wait in Retry-After. */
function lockedOut(path: string, retryAfter: string | null) {
  return stubFetch(({ method, path: requested }) => {
    if (method !== 'POST' || requested !== path) return undefined;
    const headers = retryAfter === null ? undefined : { 'Retry-After': retryAfter };
    return answer(
      apiErrorBodySchema,
      { message: 'Too many attempts. Please wait and try again.', code: 'rate_limited' },
      { status: 429, headers },
    );
  });
}

function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderForTest(
    <TestI18n>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </TestI18n>,
  );
}

/** The input labelled `label`, once the (asynchronously rendered) form shows it. */
function field(container: HTMLElement, label: string): Promise<HTMLInputElement> {
  return vi.waitFor(() => {
    const owner = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
    const input = owner ? document.getElementById(owner.htmlFor) : null;
    if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${label}`);
    return input;
  });
}

const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;

afterEach(async () => {
  await cleanupRendered();
  vi.restoreAllMocks();
});

describe('the sign-in lockout says how long to wait', () => {
  async function signIn(retryAfter: string | null) {
    const server = lockedOut('/api/auth/login', retryAfter);
    const { container } = await render(<LoginForm onTokens={vi.fn()} onChallenge={vi.fn()} />);
    await userEvent.fill(await field(container, 'Email'), 'ada@example.com');
    await userEvent.fill(await field(container, 'Password'), 'secret6');
    await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    return container;
  }

  it.each([
    ['840', 'Too many attempts. Please try again in 14 minutes.'],
    ['61', 'Too many attempts. Please try again in 2 minutes.'],
    ['60', 'Too many attempts. Please try again in 1 minute.'],
    ['30', 'Too many attempts. Please try again in 30 seconds.'],
    ['1', 'Too many attempts. Please try again in 1 second.'],
    [null, 'Too many attempts. Please wait and try again.'],
  ])('in the login form, Retry-After %s', async (retryAfter, message) => {
    const container = await signIn(retryAfter);
    await vi.waitFor(() => expect(alertText(container)).toBe(message));
  });

  it('on the forgot-password page', async () => {
    lockedOut('/api/auth/forgot-password', '3540');
    const { container } = await render(<ForgotPasswordPage />);
    await userEvent.fill(await field(container, 'Email'), 'ada@example.com');
    await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await vi.waitFor(() =>
      expect(alertText(container)).toBe('Too many attempts. Please try again in 59 minutes.'),
    );
  });
});
