const megabyte = 1024 * 1024;

/**
 * The largest file each upload may be, by what its content turns out to be. SVG is text the
 * server parses and sanitises, so it stays small; audio is served whole (no range requests).
 */
export const contentUploadLimits = {
  svgBytes: 1 * megabyte,
  rasterBytes: 5 * megabyte,
  audioBytes: 20 * megabyte,
} as const;

/** How long an uploaded soundtrack may play: it loops under a session, so a second is enough. */
export const soundtrackDurationLimits = { minSeconds: 1, maxSeconds: 2 * 60 * 60 } as const;

/** "5 MB" ("5 Mo" in French), for messages; the server's own messages are English. */
export function formatMegabytes(bytes: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
    bytes / megabyte,
  );
}
