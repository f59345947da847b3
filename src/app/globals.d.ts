/** Build version, injected by vite.config.ts `define`. Only defined in Vite builds and dev. */
declare const __APP_VERSION__: string;

interface Window {
  /** The build version marker (spec §3: stored on the window). */
  __QUIETLINE_VERSION__?: string;
}
