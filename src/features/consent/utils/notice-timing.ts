/** The notice appears this long after a first visit (spec §9). */
export const NOTICE_ENTER_DELAY_MS = 50;

/** Each action's exit animation; the callback fires after it (spec §9). */
export const NOTICE_EXIT_MS = 500;

/** With reduced motion the exit is as short as the app's other transitions (styles.css: 1 ms), in the same order. */
export const NOTICE_EXIT_REDUCED_MS = 1;

export function noticeExitMs(reducedMotion: boolean): number {
  return reducedMotion ? NOTICE_EXIT_REDUCED_MS : NOTICE_EXIT_MS;
}
