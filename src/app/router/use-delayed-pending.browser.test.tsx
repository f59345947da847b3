import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { useDelayedPending } from './use-delayed-pending';

function Probe({ pending }: { pending: boolean }) {
  const visible = useDelayedPending(pending);
  return <span data-visible={String(visible)} />;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function isVisible(container: HTMLElement) {
  return container.querySelector('span')?.dataset.visible === 'true';
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  await cleanupRendered();
  vi.useRealTimers();
});

describe('useDelayedPending', () => {
  it('shows nothing for a navigation shorter than 1000 ms', async () => {
    const { container, rerender } = await renderForTest(<Probe pending />);
    await advance(999);
    expect(isVisible(container)).toBe(false);
    await rerender(<Probe pending={false} />);
    await advance(2000);
    expect(isVisible(container)).toBe(false);
  });

  it('shows after 1000 ms and keeps showing at least 500 ms', async () => {
    const { container, rerender } = await renderForTest(<Probe pending />);
    await advance(1000);
    expect(isVisible(container)).toBe(true);
    await advance(100);
    await rerender(<Probe pending={false} />);
    expect(isVisible(container)).toBe(true);
    await advance(399);
    expect(isVisible(container)).toBe(true);
    await advance(1);
    expect(isVisible(container)).toBe(false);
  });

  it('hides at once when the minimum has already passed', async () => {
    const { container, rerender } = await renderForTest(<Probe pending />);
    await advance(1000 + 800);
    expect(isVisible(container)).toBe(true);
    await rerender(<Probe pending={false} />);
    await advance(0);
    expect(isVisible(container)).toBe(false);
  });

  it('stays visible when a new navigation starts during the minimum', async () => {
    const { container, rerender } = await renderForTest(<Probe pending />);
    await advance(1000);
    await rerender(<Probe pending={false} />);
    await advance(200);
    await rerender(<Probe pending />);
    await advance(1000);
    expect(isVisible(container)).toBe(true);
  });
});
