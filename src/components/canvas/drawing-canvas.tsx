import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { VIRTUAL_HEIGHT, VIRTUAL_WIDTH } from '../../shared/canvas/constants';
import type { EngineSnapshot } from '../../shared/canvas/engine-api';
import { DEFAULT_PEN_SETTINGS, type PenSettings } from '../../shared/canvas/pen-settings';
import { DEFAULT_GRID_TYPE, type GridType } from '../../shared/canvas/tools';
import { CanvasHintBadge } from './canvas-hint-badge';
import { applyFrameMotion } from './canvas-motion';
import type { CanvasController } from './canvas-controller';
import { InkTrail } from './ink-trail';
import { applyInteractionMode, interactionMode } from './interaction-mode';
import { observeSize } from './observe-size';
import { PointerForwarder } from './pointer-forwarder';
import { useCanvasEngine } from './use-canvas-engine';
import { useCanvasGestures } from './use-canvas-gestures';
import { useEngineSettings } from './use-engine-settings';
import { useReducedMotion } from './use-reduced-motion';
import { useSlideOutEnd } from './use-slide-out-end';
import { useSpaceHeld } from './use-space-held';

export interface DrawingCanvasProps {
  /** The virtual document's size in units (default 1000 × 1000). */
  docWidth?: number;
  docHeight?: number;
  /** An inactive canvas ignores input and resets hasDrawn. @default true */
  active?: boolean;
  /** The pen, eraser and pressure curve; missing fields take the defaults. */
  settings?: Partial<PenSettings>;
  /** The document's grid. @default 'none' */
  grid?: GridType;
  /** The pan tool: drags pan (space-drag pans without it). */
  panTool?: boolean;
  /** Space-drag panning; off where the space bar must stay with the page. @default true */
  spacePan?: boolean;
  /** The Delegated Ink Trail (experimental, ADR 009). @default false */
  inkTrail?: boolean;
  /** Keeps crash-safe drafts in IndexedDB under this key. */
  draftKey?: string;
  /** Slides the canvas out to the left (100vw over 0.3 s, or at once under reduced motion). */
  slideOut?: boolean;
  onSlideOutEnd?: () => void;
  /** The engine is running: zoom, history, import and export go through the controller. */
  onReady?: (controller: CanvasController | null) => void;
  /** canUndo, canRedo, hasDrawn, strokeCount, revision and feedback, whenever one changes. */
  onStateChange?: (snapshot: EngineSnapshot) => void;
  /** Classes of the frame: give it a size (the canvas fills it). */
  className?: string;
  /** Inline styles of the frame (a size, where classes cannot give one). */
  style?: CSSProperties;
}

/**
 * The drawing surface shared by every canvas page: a canvas handed to the engine worker, with
 * pointer input forwarded as encoded batches (PointerForwarder), pan and zoom gestures, and
 * cursors and a hint badge for the mode. Pointer events never touch React state: during a
 * stroke the only commit comes from the engine's snapshot when the stroke lands.
 */
export function DrawingCanvas({
  docWidth = VIRTUAL_WIDTH,
  docHeight = VIRTUAL_HEIGHT,
  active = true,
  settings,
  grid = DEFAULT_GRID_TYPE,
  panTool = false,
  spacePan = true,
  inkTrail = false,
  draftKey,
  slideOut = false,
  onSlideOutEnd,
  onReady,
  onStateChange,
  className = '',
  style,
}: DrawingCanvasProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const pen = { ...DEFAULT_PEN_SETTINGS, ...settings };
  const spaceHeld = useSpaceHeld(active && spacePan);
  const panMode = active && (panTool || spaceHeld);
  const reducedMotion = useReducedMotion();
  const { controller, canvas, failed } = useCanvasEngine({
    host: hostRef,
    label: t('canvas.label'),
    docWidth,
    docHeight,
    draftKey,
  });

  // The latest props for listeners that live as long as the engine (no re-subscribing per render).
  const live = useRef({ active, panMode, eraser: pen.eraser, color: pen.color, size: pen.size });
  const gesture = useRef<'drawing' | 'erasing' | 'panning' | null>(null);
  const motion = useRef({ slideOut, lifted: false, reducedMotion });
  const callbacks = useRef({ onReady, onStateChange, onSlideOutEnd });
  useEffect(() => {
    live.current = { active, panMode, eraser: pen.eraser, color: pen.color, size: pen.size };
    callbacks.current = { onReady, onStateChange, onSlideOutEnd };
  });

  const showMode = useCallback(() => {
    if (frameRef.current)
      applyInteractionMode(frameRef.current, interactionMode({ ...live.current, gesture: gesture.current }));
  }, []);
  useEffect(showMode, [showMode, active, panMode, pen.eraser]);

  useEffect(() => {
    callbacks.current.onReady?.(controller);
  }, [controller]);

  useEngineSettings(controller, pen, grid, active);

  // The engine's state, pushed at most once a frame, and the view the UI keeps. Data attributes
  // let tests and styles read them without a render; the parent decides whether to render.
  useEffect(() => {
    if (!controller) return undefined;
    let stop: (() => Promise<void>) | null = null;
    let stopped = false;
    void controller
      .subscribe((snapshot) => {
        const frame = frameRef.current;
        if (frame) {
          frame.dataset.strokes = String(snapshot.strokeCount);
          frame.dataset.hasDrawn = String(snapshot.hasDrawn);
        }
        callbacks.current.onStateChange?.(snapshot);
      })
      .then((unsubscribe) => {
        if (stopped) void unsubscribe();
        else stop = unsubscribe;
      });
    const showScale = () => {
      const frame = frameRef.current;
      if (!frame) return;
      const { scale, offsetX, offsetY } = controller.currentView;
      frame.dataset.scale = String(scale);
      frame.dataset.offsetX = String(offsetX);
      frame.dataset.offsetY = String(offsetY);
    };
    showScale();
    const stopView = controller.onViewChange(showScale);
    return () => {
      stopped = true;
      void stop?.();
      stopView();
    };
  }, [controller]);

  // Pointer input: straight from DOM listeners to the worker. data-ready says it is listening.
  const forwarder = useRef<PointerForwarder | null>(null);
  useEffect(() => {
    if (!controller || !canvas) return undefined;
    const trail = inkTrail
      ? new InkTrail(canvas, () => ({
          color: live.current.color,
          diameter: Math.max(1, live.current.size * controller.cssPixelsPerUnit()),
        }))
      : null;
    const instance = new PointerForwarder(canvas, {
      accepts: () => live.current.active && !live.current.panMode,
      send: (pointer, phase, samples, predicted, origin) =>
        controller.input(pointer, phase, samples, predicted, origin),
      onGesture: (kind) => {
        gesture.current = kind;
        showMode();
      },
      onMove: trail ? (event) => trail.update(event) : undefined,
    });
    forwarder.current = instance;
    const detach = instance.attach();
    const frame = frameRef.current;
    if (frame) {
      frame.dataset.ready = 'true';
      // Which way pointer input travels (ADR 028), for the e2e that checks shared memory is used.
      frame.dataset.inputPath = controller.inputPath;
    }
    return () => {
      detach();
      forwarder.current = null;
      if (frame) frame.dataset.ready = 'false';
    };
  }, [controller, canvas, inkTrail, showMode]);

  useEffect(() => {
    if (!active) forwarder.current?.reset();
  }, [active]);

  // Crisp at any devicePixelRatio, and following the element's size.
  useEffect(() => {
    const host = hostRef.current;
    if (!controller || !host) return undefined;
    return observeSize(
      host,
      ({ cssWidth, cssHeight, dpr }) => void controller.resize(cssWidth, cssHeight, dpr),
    );
  }, [controller]);

  useCanvasGestures({
    target: frameRef,
    controller,
    panMode,
    enabled: active,
    onPanDrag: (dragging) => {
      gesture.current = dragging ? 'panning' : null;
      motion.current = { ...motion.current, lifted: dragging };
      const frame = frameRef.current;
      if (frame) {
        frame.dataset.lifted = String(dragging);
        applyFrameMotion(frame, motion.current);
      }
      showMode();
    },
  });

  useEffect(() => {
    motion.current = { ...motion.current, slideOut, reducedMotion };
    if (frameRef.current) applyFrameMotion(frameRef.current, motion.current);
  }, [slideOut, reducedMotion]);
  const onTransitionEnd = useSlideOutEnd(slideOut, reducedMotion, () => callbacks.current.onSlideOutEnd?.());

  return (
    <div
      ref={frameRef}
      data-testid="drawing-canvas"
      data-active={String(active)}
      data-sliding={slideOut ? 'true' : undefined}
      onTransitionEnd={onTransitionEnd}
      // Layout that the canvas depends on is inline, so it holds wherever the component is used.
      style={{ ...style, position: 'relative', overflow: 'hidden', touchAction: 'none' }}
      className={`rounded-3xl border-2 border-line bg-surface select-none data-[mode=erase]:border-dashed data-[mode=erase]:border-muted data-[mode=inactive]:opacity-70 data-[mode=pan]:border-accent data-[mode=panning]:border-accent ${className}`}
    >
      {/* The drawing surface keeps left-to-right coordinates in a right-to-left page. */}
      <div ref={hostRef} dir="ltr" style={{ position: 'absolute', inset: 0 }} />
      {panMode && <CanvasHintBadge />}
      {!controller && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted">
          {failed ? t('canvas.unavailable') : t('canvas.loading')}
        </p>
      )}
    </div>
  );
}
