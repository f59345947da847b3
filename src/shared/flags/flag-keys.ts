/** The flags code asks for: each gates one real behaviour. */
export const flagKeys = {
  /** Coverage and accuracy shown live while tracing on /meditate. */
  liveTracingFeedback: 'live-tracing-feedback',
  /** The replay buttons of the gallery's artwork viewer. */
  galleryReplay: 'gallery-replay',
} as const;

export type KnownFlagKey = (typeof flagKeys)[keyof typeof flagKeys];

/**
 * What a gated behaviour does while its flag has no answer (flags not loaded yet, the request
 * failed, or the flag was deleted): both behaviours existed before their flags, so they stay on.
 */
export const flagDefaults: Record<KnownFlagKey, boolean> = {
  'live-tracing-feedback': true,
  'gallery-replay': true,
};

/** The default of a known flag; false for any other key (a new flag starts off until it resolves). */
export function flagDefault(key: string): boolean {
  return Object.hasOwn(flagDefaults, key) ? flagDefaults[key as KnownFlagKey] : false;
}
