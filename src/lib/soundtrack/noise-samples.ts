export type NoiseColour = 'white' | 'pink' | 'brown';

/**
 * `length` samples of coloured noise in −1…1 from `random` (the recipe's PRNG): white is uniform,
 * pink uses Paul Kellet's economy filter, brown integrates white noise. Pink and brown are
 * normalised to a peak of 1 so a layer's gain means the same for every colour.
 */
export function noiseSamples(colour: NoiseColour, length: number, random: () => number): Float32Array {
  const out = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let brown = 0;
  for (let i = 0; i < length; i++) {
    const white = random() * 2 - 1;
    if (colour === 'white') out[i] = white;
    else if (colour === 'pink') {
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      out[i] = b0 + b1 + b2 + white * 0.1848;
    } else {
      // The leak keeps the walk from drifting off to one side over a long buffer.
      brown = (brown + 0.02 * white) / 1.02;
      out[i] = brown;
    }
  }
  if (colour !== 'white') normalise(out);
  return out;
}

function normalise(samples: Float32Array): void {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  if (peak === 0) return;
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] ?? 0) / peak;
}
