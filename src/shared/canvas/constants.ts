/**
 * Canvas constants from the product spec (§3 and §9). Every number the engine, the UI and the
 * server agree on lives here so that none of them carries its own copy.
 */

/** The virtual document every drawing is stored in, in document units (x right, y down). */
export const VIRTUAL_WIDTH = 1000;
export const VIRTUAL_HEIGHT = 1000;

/** Default ink: teal, per spec §3. */
export const DEFAULT_PEN_COLOR = '#2DD4BF';
/** Default pen width in document units. */
export const DEFAULT_PEN_SIZE = 3;
/** Default eraser diameter in document units. */
export const DEFAULT_ERASER_SIZE = 20;

/** A stroke's size is clamped to this range (document units). */
export const STROKE_SIZE_MIN = 1;
export const STROKE_SIZE_MAX = 50;
/** The eraser may be larger than any pen: it has to clear big areas quickly. */
export const ERASER_SIZE_MIN = 1;
export const ERASER_SIZE_MAX = 200;

/** Undo and redo each keep at most this many snapshots. */
export const HISTORY_DEPTH = 50;

/** Pan/zoom: scale 1 fits the whole document; the scale is clamped to this range. */
export const VIEW_SCALE_MIN = 0.2;
export const VIEW_SCALE_MAX = 5;

/** Grid line spacing in document units. */
export const GRID_SPACING = 40;
/** The slant of the slanted grid's diagonals, in degrees from the vertical (a common italic slant). */
export const GRID_SLANT_DEGREES = 35;

/** Palm rejection: a touch contact whose larger side (CSS px) exceeds this is a palm. */
export const PALM_MAX_CONTACT_PX = 60;
/** Palm rejection: touches within this many ms of pen activity are ignored. */
export const PALM_PEN_TOLERANCE_MS = 300;
/** Palm rejection: a touch must move this far (document units) before its stroke starts. */
export const PALM_MIN_MOVEMENT = 3;

/** Ramer–Douglas–Peucker tolerance (document units) applied when a stroke is committed. */
export const SIMPLIFY_TOLERANCE = 1;
/** Curves are smoothed with this many points per segment when drawn. */
export const SMOOTHING_POINTS_PER_SEGMENT = 8;

/** Exported SVG coordinates are rounded to this many decimals. */
export const SVG_DECIMALS = 3;
/** A background image is drawn at this opacity. */
export const BACKGROUND_OPACITY = 0.3;

/** SVG tracing: cubic curves (C) are flattened into this many segments. */
export const TRACE_CUBIC_SEGMENTS = 8;
/** SVG tracing: smooth cubic (S) and quadratic (Q, T) curves are flattened into this many segments. */
export const TRACE_QUADRATIC_SEGMENTS = 6;
/** SVG tracing: points within this distance of the last kept point are dropped. */
export const TRACE_THINNING_DISTANCE = 3;
/** SVG tracing: a path is kept only if its length exceeds this. */
export const TRACE_MIN_LENGTH = 5;
/** SVG tracing: a closed path whose end is farther than this from its start is closed explicitly. */
export const TRACE_CLOSE_DISTANCE = 5;
/** SVG tracing: near-duplicates compare this many leading sample points… */
export const TRACE_DUPLICATE_SAMPLES = 5;
/** …and are duplicates when this share of them lie within TRACE_DUPLICATE_DISTANCE. */
export const TRACE_DUPLICATE_SHARE = 0.8;
export const TRACE_DUPLICATE_DISTANCE = 8;

/** Traced SVG strokes: brush tool, size 2, grey (spec §3). */
export const TRACED_STROKE_SIZE = 2;
export const TRACED_STROKE_COLOR = '#999999';

/** Tracing feedback: ink within this many document units of the target counts as on it. */
export const FEEDBACK_DISTANCE = 10;
