import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { Progress } from './progress';

afterEach(cleanupRendered);

function bar(container: HTMLElement) {
  const element = container.querySelector<HTMLElement>('[role="progressbar"]');
  if (!element) throw new Error('no progressbar');
  return element;
}

describe('Progress', () => {
  it('exposes value, min and max (max defaults to 100)', async () => {
    const { container } = await renderForTest(<Progress value={60} label="Loading" />);
    const element = bar(container);
    expect(element.getAttribute('aria-valuenow')).toBe('60');
    expect(element.getAttribute('aria-valuemin')).toBe('0');
    expect(element.getAttribute('aria-valuemax')).toBe('100');
    expect(element.getAttribute('aria-label')).toBe('Loading');
  });

  it('clamps values above max and below zero', async () => {
    const { container, rerender } = await renderForTest(<Progress value={140} />);
    expect(bar(container).getAttribute('aria-valuenow')).toBe('100');
    expect(bar(container).querySelector<HTMLElement>('[data-part="indicator"]')?.style.width).toBe('100%');
    await rerender(<Progress value={-20} />);
    expect(bar(container).getAttribute('aria-valuenow')).toBe('0');
    expect(bar(container).querySelector<HTMLElement>('[data-part="indicator"]')?.style.width).toBe('0%');
  });

  it('scales to a custom max', async () => {
    const { container } = await renderForTest(<Progress value={30} max={40} />);
    expect(bar(container).getAttribute('aria-valuemax')).toBe('40');
    expect(bar(container).querySelector<HTMLElement>('[data-part="indicator"]')?.style.width).toBe('75%');
  });
});
