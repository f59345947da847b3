/** A blocked script or frame keeps its address here instead of in `src`. */
export const BLOCKED_SRC_ATTRIBUTE = 'data-consent-blocked-src';
