import { afterEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { cleanupRendered, renderForTest, TestI18n } from '../../../lib/testing/render-for-test';
import { homeInkSample } from './home-ink-sample.data';
import { InkReplay } from './ink-replay';
import { REPLAY_SLOWER } from './use-ink-replay';

afterEach(async () => {
  await cleanupRendered();
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

async function mount() {
  const { container } = await renderForTest(
    <TestI18n>
      <div style={{ width: 640, height: 260 }}>
        <InkReplay />
      </div>
    </TestI18n>,
  );
  return container;
}

const inkPaths = (container: HTMLElement) => [
  ...container.querySelectorAll<SVGPathElement>('[data-testid="ink-stroke"]'),
];
const maskPaths = (container: HTMLElement) => [...container.querySelectorAll<SVGPathElement>('mask path')];
const dashOffset = (path: SVGPathElement) =>
  Number(getComputedStyle(path).strokeDashoffset.replace('px', ''));

/** Puts every running replay animation at `ms` on the document's timeline of the replay. */
function seek(container: HTMLElement, ms: number) {
  for (const path of maskPaths(container))
    for (const animation of path.getAnimations()) animation.currentTime = ms;
}

describe('InkReplay', () => {
  it('draws every stroke of the sample from the pens’ own outlines, labelled for screen readers', async () => {
    const container = await mount();
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe(
      'An open circle and a long, quiet line, drawn with the brush pen',
    );
    expect(inkPaths(container).map((path) => path.getAttribute('d'))).toEqual(
      homeInkSample.strokes.map((stroke) => stroke.outline),
    );
    expect(svg?.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('uncovers the strokes one after another, each along its own path', async () => {
    const container = await mount();
    const [first, second] = maskPaths(container);
    const [firstStroke, secondStroke] = homeInkSample.strokes;
    if (!first || !second || !firstStroke || !secondStroke) throw new Error('two strokes expected');

    seek(container, 0);
    expect(dashOffset(first)).toBeGreaterThan(1);
    expect(dashOffset(second)).toBeGreaterThan(1);

    // Halfway through the first stroke: part of it shows, none of the second.
    seek(container, (firstStroke.durationMs * REPLAY_SLOWER) / 2);
    expect(dashOffset(first)).toBeGreaterThan(0);
    expect(dashOffset(first)).toBeLessThan(1);
    expect(dashOffset(second)).toBeGreaterThan(1);

    // Once the second stroke has ended, both show whole.
    seek(container, (secondStroke.startMs + secondStroke.durationMs) * REPLAY_SLOWER + 1);
    expect(dashOffset(first)).toBe(0);
    expect(dashOffset(second)).toBe(0);
  });

  it('replays from the first stroke when asked', async () => {
    const container = await mount();
    const [first] = maskPaths(container);
    for (const animation of first?.getAnimations() ?? []) animation.finish();
    expect(dashOffset(first!)).toBe(0);

    await userEvent.click(container.querySelector('button')!);
    expect(first!.getAnimations()).toHaveLength(1);
    seek(container, 0);
    expect(dashOffset(first!)).toBeGreaterThan(1);
  });

  it('shows the finished ink and no replay under reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    const container = await mount();
    expect(inkPaths(container)).toHaveLength(homeInkSample.strokes.length);
    expect(inkPaths(container).every((path) => !path.hasAttribute('mask'))).toBe(true);
    expect(container.querySelector('mask')).toBeNull();
    expect(container.querySelector('button')).toBeNull();
    expect(document.getAnimations()).toEqual([]);
  });
});
