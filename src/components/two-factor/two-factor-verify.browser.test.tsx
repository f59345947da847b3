import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { TwoFactorVerify } from './two-factor-verify';

/**
 * The verify endpoint refusing every code with `code`, once the form shows the check running (its
 * fields disabled, which drops focus, as while a real check takes a moment).
 */
function refuseWith(code: string) {
  return stubFetch(async ({ method, path }) => {
    if (method !== 'POST' || path !== '/api/auth/two-factor/verify') return undefined;
    await vi.waitFor(() =>
      expect(document.querySelector('button[type="submit"]')).toHaveProperty('disabled', true),
    );
    return answer(apiErrorBodySchema, { message: 'Refused', code }, { status: 401 });
  });
}

async function mount() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { container } = await renderForTest(
    <TestI18n>
      <QueryClientProvider client={client}>
        <TwoFactorVerify challengeToken="ch-1" onTokens={vi.fn()} onRestart={vi.fn()} />
      </QueryClientProvider>
    </TestI18n>,
  );
  await vi.waitFor(() => expect(slots(container)).toHaveLength(6));
  return container;
}

const slots = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]'),
];

/** The text of the elements that `element`'s aria-describedby names. */
function description(element: Element | null): string {
  const ids = element?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await cleanupRendered();
  vi.restoreAllMocks();
});

describe('TwoFactorVerify after a refused code', () => {
  it('puts focus back in the first slot, described by the announced error', async () => {
    const server = refuseWith('invalid_two_factor_code');
    const container = await mount();
    await userEvent.click(slots(container)[0]!);
    await userEvent.keyboard('000000');
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid verification code'),
    );
    expect(server.requests).toHaveLength(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(slots(container)[0]));
    expect(slots(container)[0]!.value).toBe('');
    expect(slots(container)[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(description(document.activeElement)).toBe('Invalid verification code');

    // The member types the next code straight away.
    await userEvent.keyboard('123456');
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]?.body).toEqual({ challengeToken: 'ch-1', code: '123456' });
  });

  it('puts focus back in the recovery code field after a refused recovery code', async () => {
    refuseWith('invalid_recovery_code');
    const container = await mount();
    const useRecovery = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Use a recovery code',
    );
    await userEvent.click(useRecovery!);
    const field = container.querySelector<HTMLInputElement>('input[name="recoveryCode"]')!;
    await userEvent.fill(field, 'abcd-efgh');
    await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(description(field)).toBe('Invalid recovery code');
  });

  it('moves focus to the way back once the sign-in attempt has expired', async () => {
    refuseWith('challenge_expired');
    const container = await mount();
    await userEvent.click(slots(container)[0]!);
    await userEvent.keyboard('000000');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Back to sign in'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Your sign-in attempt has expired. Please sign in again.',
    );
  });
});
