import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import { Countdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  await cleanupRendered();
  vi.useRealTimers();
});

function shown(container: HTMLElement) {
  return container.querySelector('[role="timer"] time')?.textContent;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Countdown', () => {
  it('starts at 30 seconds by default, shown as mm:ss', async () => {
    const { container } = await renderForTest(
      <TestI18n>
        <Countdown />
      </TestI18n>,
    );
    expect(shown(container)).toBe('00:30');
    expect(container.querySelector('[role="timer"]')?.textContent).toContain('Time remaining');
  });

  it('counts down and calls onComplete once at 00:00', async () => {
    const onComplete = vi.fn();
    const { container } = await renderForTest(
      <TestI18n>
        <Countdown seconds={61} onComplete={onComplete} />
      </TestI18n>,
    );
    expect(shown(container)).toBe('01:01');
    await advance(1000);
    expect(shown(container)).toBe('01:00');
    await advance(59_000);
    expect(shown(container)).toBe('00:01');
    expect(onComplete).not.toHaveBeenCalled();
    await advance(1000);
    expect(shown(container)).toBe('00:00');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('pauses while not running and resumes where it left off', async () => {
    const { container, rerender } = await renderForTest(
      <TestI18n>
        <Countdown seconds={10} />
      </TestI18n>,
    );
    await advance(3000);
    expect(shown(container)).toBe('00:07');
    await rerender(
      <TestI18n>
        <Countdown seconds={10} running={false} />
      </TestI18n>,
    );
    await advance(5000);
    expect(shown(container)).toBe('00:07');
    await rerender(
      <TestI18n>
        <Countdown seconds={10} running />
      </TestI18n>,
    );
    await advance(2000);
    expect(shown(container)).toBe('00:05');
  });
});
