import { VIEW_SCALE_MAX, VIEW_SCALE_MIN } from './constants';

/** Pan/zoom state (spec §3): scale 1 fits the document; offsets pan in CSS px. */
export interface ViewState {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The element the document is shown in and the document's virtual size. */
export interface Viewport {
  cssWidth: number;
  cssHeight: number;
  docWidth: number;
  docHeight: number;
}

export const INITIAL_VIEW: ViewState = { scale: 1, offsetX: 0, offsetY: 0 };

/** CSS px per document unit at scale 1: the whole document fits, contained. */
export function fitScale(viewport: Viewport): number {
  const fit = Math.min(viewport.cssWidth / viewport.docWidth, viewport.cssHeight / viewport.docHeight);
  return Number.isFinite(fit) && fit > 0 ? fit : 1;
}

/** Clamps a scale into 0.2–5; a non-finite scale becomes 1. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(VIEW_SCALE_MAX, Math.max(VIEW_SCALE_MIN, scale));
}

/** CSS px per document unit in this view. */
export function pixelsPerUnit(view: ViewState, viewport: Viewport): number {
  return fitScale(viewport) * view.scale;
}

/**
 * The affine map document → CSS px as [scale, translateX, translateY]: at scale 1 and no offset
 * the document's centre sits at the element's centre.
 */
export function documentToCssTransform(view: ViewState, viewport: Viewport): [number, number, number] {
  const k = pixelsPerUnit(view, viewport);
  return [
    k,
    viewport.cssWidth / 2 + view.offsetX - (viewport.docWidth / 2) * k,
    viewport.cssHeight / 2 + view.offsetY - (viewport.docHeight / 2) * k,
  ];
}

/** Maps CSS px (relative to the element's top-left) to document units. */
export function cssToDocument(view: ViewState, viewport: Viewport, x: number, y: number): [number, number] {
  const [k, tx, ty] = documentToCssTransform(view, viewport);
  return [(x - tx) / k, (y - ty) / k];
}

/** Maps document units to CSS px. */
export function documentToCss(view: ViewState, viewport: Viewport, x: number, y: number): [number, number] {
  const [k, tx, ty] = documentToCssTransform(view, viewport);
  return [x * k + tx, y * k + ty];
}

/** A view with its scale clamped and non-finite offsets reset, so a bad setView cannot break drawing. */
export function sanitizeView(view: ViewState): ViewState {
  return {
    scale: clampScale(view.scale),
    offsetX: Number.isFinite(view.offsetX) ? view.offsetX : 0,
    offsetY: Number.isFinite(view.offsetY) ? view.offsetY : 0,
  };
}

/**
 * Zooms by `factor` about the focal point (CSS px): the document point under the focus stays
 * under it, unless the scale hits its clamp (then it zooms only as far as allowed).
 */
export function zoomAbout(
  view: ViewState,
  viewport: Viewport,
  focalX: number,
  focalY: number,
  factor: number,
): ViewState {
  const [docX, docY] = cssToDocument(view, viewport, focalX, focalY);
  const scale = clampScale(view.scale * (Number.isFinite(factor) && factor > 0 ? factor : 1));
  const k = fitScale(viewport) * scale;
  return {
    scale,
    offsetX: focalX - viewport.cssWidth / 2 - (docX - viewport.docWidth / 2) * k,
    offsetY: focalY - viewport.cssHeight / 2 - (docY - viewport.docHeight / 2) * k,
  };
}

/** The part of the document visible in the element, in document units (the engine's Bounds). */
export function visibleDocumentBounds(view: ViewState, viewport: Viewport) {
  const [minX, minY] = cssToDocument(view, viewport, 0, 0);
  const [maxX, maxY] = cssToDocument(view, viewport, viewport.cssWidth, viewport.cssHeight);
  return { minX, minY, maxX, maxY };
}

export function viewsEqual(a: ViewState, b: ViewState): boolean {
  return a.scale === b.scale && a.offsetX === b.offsetX && a.offsetY === b.offsetY;
}
