import type { SoundtrackSource } from '../../shared/content/content-responses';
import { assetCache } from '../assets/asset-cache';
import { playRecipe } from './recipe-voice';

/** Fades are gentle: a soundtrack should never start or stop abruptly in a meditation. */
export const DEFAULT_FADE_SECONDS = 2;

/**
 * Plays one soundtrack at a time with Web Audio: recipes live, files fetched whole (premium URLs
 * expire) and looped, 'Silence' as nothing. Fades in on play and out on stop; the volume (0–1)
 * applies after the fade.
 */
export class SoundtrackPlayer {
  private context: AudioContext | null = null;
  private volumeNode: GainNode | null = null;
  private volume = 0.8;
  private current: { fade: GainNode; stop: (at: number) => void } | null = null;
  private generation = 0;

  get audioContext(): AudioContext | null {
    return this.context;
  }

  setVolume(volume: number): void {
    this.volume = Math.min(1, Math.max(0, volume));
    if (this.context && this.volumeNode)
      this.volumeNode.gain.setTargetAtTime(this.volume, this.context.currentTime, 0.05);
  }

  /** Stops what plays (with a fade) and starts `source` fading in. Call from a user gesture. */
  async play(source: SoundtrackSource, fadeSeconds = DEFAULT_FADE_SECONDS): Promise<void> {
    const generation = ++this.generation;
    this.stop(fadeSeconds);
    if (source.kind === 'silence') return;
    const context = this.ensureContext();
    // Without a user gesture the browser keeps the context suspended; awaiting would hang.
    if (context.state === 'suspended') void context.resume();
    const fade = context.createGain();
    fade.gain.value = 0;
    fade.connect(this.volumeNode ?? context.destination);
    const stop =
      source.kind === 'recipe'
        ? playRecipe(context, fade, source.recipe)
        : await this.playFile(context, fade, source.url);
    if (generation !== this.generation) {
      stop(context.currentTime);
      fade.disconnect();
      return;
    }
    const now = context.currentTime;
    fade.gain.setValueAtTime(0, now);
    fade.gain.linearRampToValueAtTime(1, now + fadeSeconds);
    this.current = { fade, stop };
  }

  /** Fades out over `fadeSeconds` and stops. */
  stop(fadeSeconds = DEFAULT_FADE_SECONDS): void {
    const playing = this.current;
    const context = this.context;
    this.current = null;
    if (!playing || !context) return;
    const now = context.currentTime;
    playing.fade.gain.cancelScheduledValues(now);
    playing.fade.gain.setValueAtTime(playing.fade.gain.value, now);
    playing.fade.gain.linearRampToValueAtTime(0, now + fadeSeconds);
    playing.stop(now + fadeSeconds);
  }

  /** Pauses and resumes the whole clock (a paused session is silent). */
  async suspend(): Promise<void> {
    if (this.context?.state === 'running') await this.context.suspend();
  }

  async resume(): Promise<void> {
    if (this.context?.state === 'suspended') await this.context.resume();
  }

  /** Stops at once and releases the audio device. */
  dispose(): void {
    this.generation++;
    this.stop(0);
    void this.context?.close();
    this.context = null;
    this.volumeNode = null;
  }

  private ensureContext(): AudioContext {
    if (!this.context) {
      this.context = new AudioContext();
      this.volumeNode = this.context.createGain();
      this.volumeNode.gain.value = this.volume;
      this.volumeNode.connect(this.context.destination);
    }
    return this.context;
  }

  private async playFile(
    context: AudioContext,
    output: AudioNode,
    url: string,
  ): Promise<(at: number) => void> {
    const buffer = await context.decodeAudioData(await (await assetCache.blob(url)).arrayBuffer());
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    source.connect(output);
    source.start();
    return (at) => source.stop(at);
  }
}
