/**
 * Enter from below (CSS @starting-style), leave over the 500 ms exit while data-exiting is set.
 * Reduced motion shortens both through the app's global rule in styles.css.
 */
export const noticeMotion =
  'transition-[opacity,translate] duration-300 ease-out starting:translate-y-4 starting:opacity-0 data-[exiting]:translate-y-4 data-[exiting]:opacity-0 data-[exiting]:duration-500 data-[exiting]:ease-in';
