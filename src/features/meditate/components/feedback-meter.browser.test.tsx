import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderForTest } from '../../../lib/testing/render-for-test';
import { FeedbackMeter } from './feedback-meter';

afterEach(cleanupRendered);

const feedback = { coverage: 0.034, accuracy: 0.5, targetLength: 1000, inkLength: 40 };

function meter(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[role="status"]');
  if (!element) throw new Error('no feedback line');
  return element;
}

describe('FeedbackMeter', () => {
  it('keeps its line before the first figures, so the canvas below does not move when they arrive', async () => {
    const { container, rerender } = await renderForTest(<FeedbackMeter feedback={null} />);
    const before = meter(container).getBoundingClientRect().height;
    expect(before).toBeGreaterThan(0);
    expect(meter(container).textContent?.trim()).toBe('');

    await rerender(<FeedbackMeter feedback={feedback} />);
    expect(meter(container).getBoundingClientRect().height).toBe(before);
    expect(meter(container).querySelectorAll('span')).toHaveLength(2);
  });
});
