import { mulberry32 } from '../../shared/content/prng';
import type { SoundtrackRecipe } from '../../shared/content/soundtrack-recipe';
import { recipeLayerVoice, type LayerVoice } from './recipe-layer-voice';

/** Plan strikes and drops this far ahead of the clock; the timer runs well inside it. */
const LOOKAHEAD_SECONDS = 1.5;
const TICK_MS = 250;

/**
 * Plays a recipe live into `output`: every layer summed into one master gain (`recipe.gain`),
 * all random choices from one mulberry32(seed) in layer order. Returns the stop function.
 */
export function playRecipe(
  context: AudioContext,
  output: AudioNode,
  recipe: SoundtrackRecipe,
): (at: number) => void {
  const master = context.createGain();
  master.gain.value = recipe.gain;
  master.connect(output);
  const random = mulberry32(recipe.seed);
  const start = context.currentTime;
  const layers: LayerVoice[] = recipe.layers.map((layer) =>
    recipeLayerVoice(context, master, layer, random, start),
  );
  const plan = () => layers.forEach((layer) => layer.schedule(context.currentTime + LOOKAHEAD_SECONDS));
  plan();
  const timer = window.setInterval(plan, TICK_MS);
  return (at) => {
    window.clearInterval(timer);
    layers.forEach((layer) => layer.stop(at));
    window.setTimeout(() => master.disconnect(), Math.max(0, (at - context.currentTime) * 1000) + 100);
  };
}
