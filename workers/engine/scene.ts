import { INITIAL_VIEW } from '../../src/shared/canvas/view';
import type { CanvasView } from './canvas-view';
import type { DocumentStore } from './document/document-store';
import type { Scene } from './render/renderer';
import type { TracingGuide } from './tracing-guide';

/** How renderDocument draws a still image of the document. */
export interface StillOptions {
  /** An opaque colour under everything; without it the image is transparent where there is no ink. */
  paper?: string;
  /** Draw the tracing target and background image beneath the ink, as on screen. */
  guide?: boolean;
}

/** What the screen shows: the document through the view, over the grid and the tracing guide. */
export function screenScene<Image>(
  view: CanvasView,
  document: DocumentStore,
  guide: TracingGuide<Image>,
): Scene<Image> {
  return {
    view: view.view,
    viewport: view.viewport(document.width, document.height),
    dpr: view.dpr,
    gridType: document.gridType,
    strokes: document.strokes,
    strokesRevision: document.revision,
    targets: guide.targets,
    targetsRevision: guide.targetsRevision,
    background: guide.background,
    backgroundRevision: guide.backgroundRevision,
  };
}

/** A replay frame: the screen with only the strokes replayed so far, drawn afresh (no cached layer). */
export function replayScene<Image>(screen: Scene<Image>, strokes: Scene<Image>['strokes']): Scene<Image> {
  return { ...screen, strokes, strokesRevision: -1 };
}

/**
 * The whole document at `pixelsPerUnit`, whatever the view: the ink alone, or with `still.guide`
 * the tracing guide beneath it, on `still.paper` if given. Never the grid.
 */
export function stillScene<Image>(
  screen: Scene<Image>,
  pixelsPerUnit: number,
  still: StillOptions,
): Scene<Image> {
  const { docWidth: width, docHeight: height } = screen.viewport;
  return {
    ...screen,
    view: INITIAL_VIEW,
    viewport: { cssWidth: width, cssHeight: height, docWidth: width, docHeight: height },
    dpr: pixelsPerUnit > 0 && Number.isFinite(pixelsPerUnit) ? pixelsPerUnit : 1,
    gridType: 'none',
    targets: still.guide ? screen.targets : [],
    background: still.guide ? screen.background : null,
    paper: still.paper,
  };
}
