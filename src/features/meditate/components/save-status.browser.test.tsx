import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderForTest, TestI18n } from '../../../lib/testing/render-for-test';
import { SaveStatus } from './save-status';

afterEach(cleanupRendered);

async function render(failureCode?: string) {
  const { container } = await renderForTest(
    <TestI18n>
      <SaveStatus state="failed" failureCode={failureCode} online onRetry={() => undefined} />
    </TestI18n>,
  );
  return {
    text: container.querySelector('[role="alert"]')?.textContent ?? '',
    retry: container.querySelector('button'),
  };
}

describe('SaveStatus', () => {
  it('says a full gallery kept the session from saving, how to make room, and offers the retry', async () => {
    const { text, retry } = await render('storage_quota_exceeded');
    expect(text).toContain(
      'Your gallery is full, so this session was not saved. Delete some artworks from your gallery, then try saving again.',
    );
    expect(retry?.textContent).toBe('Try saving again');
  });

  it('says the session limit was reached, without a retry that could not succeed', async () => {
    const { text, retry } = await render('session_quota_exceeded');
    expect(text).toBe('You have saved the most sessions an account may keep, so this one was not saved.');
    expect(retry).toBeNull();
  });

  it('keeps the general failure and its retry for any other refusal', async () => {
    const { text, retry } = await render('idempotency_conflict');
    expect(text).toContain('Failed to save canvas');
    expect(retry).not.toBeNull();
  });
});
