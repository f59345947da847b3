import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SoundtrackPlayer } from '../../../lib/soundtrack/soundtrack-player';
import { lotusImage, silenceSoundtrack } from '../../../lib/testing/content-fixtures';
import { cleanupRendered, renderForTest, TestI18n } from '../../../lib/testing/render-for-test';
import { ImageGrid } from './image-grid';
import { SoundtrackPicker } from './soundtrack-picker';

afterEach(cleanupRendered);

const drone = {
  ...silenceSoundtrack,
  id: 'drone',
  name: 'Soft drone',
  premium: true,
  locked: true,
  source: null,
};
const star = { ...lotusImage, id: 'star', title: 'Star', premium: true, locked: true, src: null };

/** A glyph that needs an emoji font (the 🔒 padlock among them): an empty box where none is installed. */
const emoji = /\p{Extended_Pictographic}/u;

async function renderLockedContent() {
  const { container } = await renderForTest(
    <TestI18n>
      <MemoryRouter>
        <ImageGrid images={[star]} selectedId={null} onSelect={() => undefined} />
        <SoundtrackPicker
          soundtracks={[silenceSoundtrack, drone]}
          selectedId="silence"
          onSelect={() => undefined}
          player={new SoundtrackPlayer()}
          volume={0.8}
          onVolume={() => undefined}
        />
      </MemoryRouter>
    </TestI18n>,
  );
  const link = (label: string) => {
    const found = container.querySelector<HTMLAnchorElement>(`a[aria-label^="${label}:"]`);
    if (!found) throw new Error(`no locked link for ${label}`);
    return found;
  };
  return { image: link('Star'), soundtrack: link('Soft drone') };
}

describe('locked premium content', () => {
  it('draws the same SVG padlock on a locked soundtrack chip as on a locked image, never an emoji', async () => {
    const { image, soundtrack } = await renderLockedContent();
    const chipLock = soundtrack.querySelector('svg');
    const tileLock = image.querySelector('svg');
    expect(chipLock?.getAttribute('aria-hidden')).toBe('true');
    expect(chipLock?.innerHTML).toBe(tileLock?.innerHTML);
    expect(chipLock?.getAttribute('viewBox')).toBe(tileLock?.getAttribute('viewBox'));
    expect(soundtrack.textContent).toBe('Soft drone');
    expect(soundtrack.textContent).not.toMatch(emoji);
    expect(image.textContent).not.toMatch(emoji);
  });

  it('leads both to the plans and says they are locked in words', async () => {
    const { image, soundtrack } = await renderLockedContent();
    expect(soundtrack.getAttribute('href')).toBe('/subscribe');
    expect(image.getAttribute('href')).toBe('/subscribe');
    expect(soundtrack.getAttribute('aria-label')).toBe('Soft drone: Premium: subscribe to unlock');
  });
});
