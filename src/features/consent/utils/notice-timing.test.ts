import { describe, expect, it } from 'vitest';
import { NOTICE_ENTER_DELAY_MS, NOTICE_EXIT_MS, noticeExitMs } from './notice-timing';

describe('notice timing', () => {
  it('enters after 50 ms and exits over 500 ms (spec §9)', () => {
    expect(NOTICE_ENTER_DELAY_MS).toBe(50);
    expect(NOTICE_EXIT_MS).toBe(500);
    expect(noticeExitMs(false)).toBe(500);
  });

  it('shortens the exit under reduced motion without skipping it', () => {
    expect(noticeExitMs(true)).toBeGreaterThan(0);
    expect(noticeExitMs(true)).toBeLessThan(NOTICE_EXIT_MS);
  });
});
