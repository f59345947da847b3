/** Limits on saved sessions (issue 6, point 5), shared so the client's offline queue agrees. */

const MINUTE_MS = 60_000;

/** A session lasts at most 4 hours. */
export const MAX_SESSION_MS = 4 * 60 * MINUTE_MS;
/** A session may end at most this far in the server's future (clocks drift). */
export const MAX_FUTURE_SKEW_MS = 5 * MINUTE_MS;
/** A session older than this (by its start) is refused; the client's queue gives up then too. */
export const MAX_SESSION_AGE_MS = 30 * 24 * 60 * MINUTE_MS;

/** Session length choices: whole minutes from 1 to 120 in steps of 1 (spec §9). */
export const SESSION_LENGTH_MIN = 1;
export const SESSION_LENGTH_MAX = 120;
export const SESSION_LENGTH_STEP = 1;
/** Research suggests tracing for at least this many minutes (spec §9): the flow's hint and default. */
export const RESEARCH_HINT_MINUTES = 10;

/** Artwork titles are at most this long. */
export const MAX_TITLE_LENGTH = 100;
/** The gallery answers this many artworks per page unless asked for fewer or more (at most 100). */
export const GALLERY_PAGE_SIZE = 24;
export const GALLERY_PAGE_SIZE_MAX = 100;
/** The dashboard lists this many recent sessions. */
export const RECENT_SESSIONS = 10;
