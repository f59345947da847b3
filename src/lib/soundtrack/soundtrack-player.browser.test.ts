import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SoundtrackRecipe } from '../../shared/content/soundtrack-recipe';
import { SoundtrackPlayer } from './soundtrack-player';

const recipe: SoundtrackRecipe = {
  version: 1,
  seed: 7,
  gain: 0.5,
  layers: [
    {
      type: 'noise',
      colour: 'brown',
      gain: 0.4,
      filter: { type: 'lowpass', frequency: 800, q: 0.7 },
      swell: { periodSeconds: 8, depth: 0.5 },
    },
    {
      type: 'drone',
      gain: 0.2,
      waveform: 'sine',
      partials: [{ frequency: 110, gain: 0.5, detuneCents: 0 }],
      vibrato: { rateHz: 0.2, depthCents: 4 },
    },
    {
      type: 'bowl',
      gain: 0.3,
      fundamental: 220,
      partials: [{ ratio: 1, gain: 0.5, decaySeconds: 3 }],
      firstStrikeSeconds: 0,
      intervalSeconds: { min: 4, max: 8 },
    },
    { type: 'drops', gain: 0.2, ratePerSecond: 6, frequencyHz: { min: 800, max: 2000 }, decaySeconds: 0.05 },
  ],
};

let player: SoundtrackPlayer | null = null;
afterEach(() => {
  player?.dispose();
  player = null;
});

describe('SoundtrackPlayer', () => {
  it('plays a recipe live with every layer type, and its clock advances', async () => {
    const playing = new SoundtrackPlayer();
    player = playing;
    // Audio starts from a user gesture, as the flow's Begin button gives it.
    const button = document.createElement('button');
    button.textContent = 'Play';
    let started: Promise<void> = Promise.resolve();
    button.addEventListener('click', () => {
      started = playing.play({ kind: 'recipe', recipe }, 0.1);
    });
    document.body.append(button);
    await userEvent.click(button);
    await started;
    const context = playing.audioContext;
    await expect.poll(() => context?.state).toBe('running');
    button.remove();
    const before = context?.currentTime ?? 0;
    await expect.poll(() => context?.currentTime ?? 0).toBeGreaterThan(before);
    player.setVolume(0.2);
    player.stop(0.1);
  });

  it("plays nothing for 'Silence' (no audio device is opened)", async () => {
    player = new SoundtrackPlayer();
    await player.play({ kind: 'silence' });
    expect(player.audioContext).toBeNull();
  });
});
