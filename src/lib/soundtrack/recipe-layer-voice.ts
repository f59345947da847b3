import type { RecipeLayer } from '../../shared/content/soundtrack-recipe';
import { noiseSamples } from './noise-samples';

/** One playing layer: scheduled events are planned up to a time, and everything stops at one. */
export interface LayerVoice {
  /** Plans events (strikes, drops) up to `until` on the context's clock. */
  schedule(until: number): void;
  stop(at: number): void;
}

const NOISE_SECONDS = 4;
/** A strike's attack: short enough to sound struck, long enough not to click. */
const ATTACK_SECONDS = 0.005;
const SILENT = 0.0001;

type Layer<Type extends RecipeLayer['type']> = Extract<RecipeLayer, { type: Type }>;

/**
 * Builds one recipe layer into `output` starting at `start` (README.md in src/shared/content).
 * Every random choice is drawn from `random`, the recipe's one PRNG.
 */
export function recipeLayerVoice(
  context: BaseAudioContext,
  output: AudioNode,
  layer: RecipeLayer,
  random: () => number,
  start: number,
): LayerVoice {
  const gain = context.createGain();
  gain.gain.value = layer.gain;
  gain.connect(output);
  switch (layer.type) {
    case 'noise':
      return withSwell(context, gain, layer, noiseVoice(context, gain, layer, random, start), start);
    case 'drone':
      return withSwell(context, gain, layer, droneVoice(context, gain, layer, start), start);
    case 'bowl':
      return strikesVoice(start + layer.firstStrikeSeconds, (at) => {
        bowlStrike(context, gain, layer, at);
        return layer.intervalSeconds.min + random() * (layer.intervalSeconds.max - layer.intervalSeconds.min);
      });
    case 'drops':
      return strikesVoice(start, (at) => {
        drop(context, gain, layer, random, at);
        return -Math.log(1 - random()) / layer.ratePerSecond;
      });
  }
}

function noiseVoice(
  context: BaseAudioContext,
  output: AudioNode,
  layer: Layer<'noise'>,
  random: () => number,
  start: number,
): LayerVoice {
  const length = Math.round(context.sampleRate * NOISE_SECONDS);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  buffer.copyToChannel(noiseSamples(layer.colour, length, random) as Float32Array<ArrayBuffer>, 0);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  if (layer.filter) {
    const filter = context.createBiquadFilter();
    filter.type = layer.filter.type;
    filter.frequency.value = layer.filter.frequency;
    filter.Q.value = layer.filter.q;
    source.connect(filter).connect(output);
  } else source.connect(output);
  source.start(start);
  return { schedule: () => undefined, stop: (at) => source.stop(at) };
}

function droneVoice(
  context: BaseAudioContext,
  output: AudioNode,
  layer: Layer<'drone'>,
  start: number,
): LayerVoice {
  const oscillators = layer.partials.map((partial) => {
    const oscillator = context.createOscillator();
    oscillator.type = layer.waveform;
    oscillator.frequency.value = partial.frequency;
    oscillator.detune.value = partial.detuneCents;
    const partialGain = context.createGain();
    partialGain.gain.value = partial.gain;
    oscillator.connect(partialGain).connect(output);
    return oscillator;
  });
  if (layer.vibrato) {
    const lfo = context.createOscillator();
    lfo.frequency.value = layer.vibrato.rateHz;
    const depth = context.createGain();
    depth.gain.value = layer.vibrato.depthCents;
    lfo.connect(depth);
    for (const oscillator of oscillators) depth.connect(oscillator.detune);
    oscillators.push(lfo);
  }
  for (const oscillator of oscillators) oscillator.start(start);
  return {
    schedule: () => undefined,
    stop: (at) => oscillators.forEach((oscillator) => oscillator.stop(at)),
  };
}

/** gain × (1 − depth + depth · (1 + sin(2πt / period)) / 2): a constant plus a sine of half the depth. */
function withSwell(
  context: BaseAudioContext,
  gain: GainNode,
  layer: Layer<'noise' | 'drone'>,
  voice: LayerVoice,
  start: number,
): LayerVoice {
  if (!layer.swell) return voice;
  gain.gain.value = layer.gain * (1 - layer.swell.depth / 2);
  const lfo = context.createOscillator();
  lfo.frequency.value = 1 / layer.swell.periodSeconds;
  const depth = context.createGain();
  depth.gain.value = (layer.gain * layer.swell.depth) / 2;
  lfo.connect(depth).connect(gain.gain);
  lfo.start(start);
  return {
    schedule: voice.schedule,
    stop: (at) => {
      voice.stop(at);
      lfo.stop(at);
    },
  };
}

/**
 * Events planned a little ahead on the context's clock: `strike(at)` sounds one and answers the
 * gap to the next. Sources already planned end on their own (they decay), so stop only halts
 * planning.
 */
function strikesVoice(first: number, strike: (at: number) => number): LayerVoice {
  let next = first;
  let stopped = false;
  return {
    schedule: (until) => {
      while (!stopped && next <= until) next += Math.max(0.001, strike(next));
    },
    stop: () => {
      stopped = true;
    },
  };
}

function bowlStrike(context: BaseAudioContext, output: AudioNode, layer: Layer<'bowl'>, at: number): void {
  for (const partial of layer.partials) {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = layer.fundamental * partial.ratio;
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(SILENT, at);
    envelope.gain.linearRampToValueAtTime(Math.max(SILENT, partial.gain), at + ATTACK_SECONDS);
    envelope.gain.exponentialRampToValueAtTime(SILENT, at + partial.decaySeconds);
    oscillator.connect(envelope).connect(output);
    oscillator.start(at);
    oscillator.stop(at + partial.decaySeconds + 0.05);
  }
}

function drop(
  context: BaseAudioContext,
  output: AudioNode,
  layer: Layer<'drops'>,
  random: () => number,
  at: number,
): void {
  const { min, max } = layer.frequencyHz;
  const pitch = min + random() * (max - min);
  const loudness = 0.3 + 0.7 * random();
  const oscillator = context.createOscillator();
  oscillator.frequency.setValueAtTime(pitch, at);
  oscillator.frequency.linearRampToValueAtTime(pitch * 0.8, at + layer.decaySeconds);
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(Math.max(SILENT, loudness), at);
  envelope.gain.exponentialRampToValueAtTime(SILENT, at + layer.decaySeconds);
  oscillator.connect(envelope).connect(output);
  oscillator.start(at);
  oscillator.stop(at + layer.decaySeconds + 0.02);
}
