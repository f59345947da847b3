import { expect } from 'vitest';
import {
  encodeInputBatch,
  type InputBatchHeader,
  type InputPhase,
  type InputSample,
} from '../../../src/shared/input-batch';
import { zoomAbout } from '../../../src/shared/canvas/view';
import { CanvasEngine, type CanvasEngineOptions, type EnginePath } from '../canvas-engine';
import type { StrokeStyle } from '../input/input-state';
import { RecordingPath, RecordingSurface, type DrawCall } from './recording-context';

/** Per-event pointer details; anything left out takes a pen's defaults. */
export interface PointerOptions {
  pointerId?: number;
  pointerType?: InputBatchHeader['pointerType'];
  buttons?: number;
  width?: number;
  height?: number;
  pressure?: number;
  tiltX?: number;
  tiltY?: number;
}

/** A point to draw through: [x, y] or [x, y, pressure] in CSS px. */
export type TestPoint = [number, number] | [number, number, number];

/** Time between synthetic samples: a 240 Hz stylus. */
const SAMPLE_INTERVAL_MS = 4;

/**
 * Drives a CanvasEngine with synthetic pen input in Node, like tldraw's TestEditor: each call
 * sends a real encoded batch through engine.input(), and the clock advances per sample.
 * A 1000 × 1000 CSS px element over the 1000 × 1000 document makes CSS px equal document units.
 */
export class TestEngine extends CanvasEngine<RecordingSurface> {
  /** The synthetic event clock (ms). */
  time = 1000;
  readonly surfaces: RecordingSurface[] = [];
  readonly screen: RecordingSurface;

  constructor(options: Partial<CanvasEngineOptions<RecordingSurface>> = {}) {
    const surfaces: RecordingSurface[] = [];
    super({
      cssWidth: 1000,
      cssHeight: 1000,
      createSurface: (width, height) => {
        const surface = new RecordingSurface(width, height, 'layer');
        surfaces.push(surface);
        return surface;
      },
      createPath: () => new RecordingPath(),
      log: () => {},
      ...options,
    });
    this.surfaces = surfaces;
    this.screen = new RecordingSurface(
      (options.cssWidth ?? 1000) * (options.dpr ?? 1),
      (options.cssHeight ?? 1000) * (options.dpr ?? 1),
      'screen',
    );
  }

  /** Sends one batch; samples get consecutive timestamps. */
  send(
    phase: InputPhase,
    points: readonly TestPoint[],
    options: PointerOptions = {},
    predicted = false,
  ): this {
    const header: InputBatchHeader = {
      phase,
      pointerId: options.pointerId ?? 1,
      pointerType: options.pointerType ?? 'pen',
      buttons: options.buttons ?? (phase === 'up' ? 0 : 1),
      width: options.width ?? 1,
      height: options.height ?? 1,
      predicted,
    };
    // Real samples advance the clock; predicted ones lie in its future without advancing it.
    const samples: InputSample[] = points.map(([x, y, pressure], index) => {
      if (!predicted) this.time += SAMPLE_INTERVAL_MS;
      return {
        x,
        y,
        pressure: pressure ?? options.pressure ?? 0.5,
        tiltX: options.tiltX ?? 0,
        tiltY: options.tiltY ?? 0,
        timeStamp: predicted ? this.time + (index + 1) * SAMPLE_INTERVAL_MS : this.time,
      };
    });
    this.input(encodeInputBatch(header, samples));
    return this;
  }

  pointerDown(x: number, y: number, options: PointerOptions = {}): this {
    return this.send('down', [[x, y]], options);
  }

  pointerMove(x: number, y: number, options: PointerOptions = {}): this {
    return this.send('move', [[x, y]], options);
  }

  /** One move event carrying many coalesced samples. */
  pointerMoveCoalesced(points: readonly TestPoint[], options: PointerOptions = {}): this {
    return this.send('move', points, options);
  }

  pointerUp(x: number, y: number, options: PointerOptions = {}): this {
    return this.send('up', [[x, y]], options);
  }

  cancel(options: PointerOptions = {}): this {
    return this.send('cancel', [], options);
  }

  predict(points: readonly TestPoint[], options: PointerOptions = {}): this {
    return this.send('move', points, options, true);
  }

  /** Draws a whole stroke: down at the first point, one move per middle point, up at the last. */
  draw(points: readonly TestPoint[], options: PointerOptions = {}): this {
    const [first, ...rest] = points;
    if (!first) return this;
    const last = rest.pop() ?? first;
    this.send('down', [first], options);
    for (const point of rest) this.send('move', [point], options);
    return this.send('up', [last], options);
  }

  /** A straight line from (x0, y0) to (x1, y1) in `steps` moves. */
  line(x0: number, y0: number, x1: number, y1: number, steps = 10, options: PointerOptions = {}): this {
    const points: TestPoint[] = [];
    for (let i = 0; i <= steps; i++)
      points.push([x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps]);
    return this.draw(points, options);
  }

  /** The pen the next stroke is drawn with. */
  get penStyle(): StrokeStyle {
    return this.pen.style;
  }

  /** The live outline of the stroke being drawn (with its predicted tip), or null. */
  activeOutline(): Array<[number, number]> | null {
    return this.router.drawing?.builder.polygon() ?? null;
  }

  /** Zooms by `factor` about a focal point in CSS px, as the UI's pinch and wheel do. */
  zoomAt(focalX: number, focalY: number, factor: number): this {
    this.setView(zoomAbout(this.canvasView.view, this.viewport, focalX, focalY, factor));
    return this;
  }

  /** Pans by CSS px, as the UI's drag does. */
  panBy(dx: number, dy: number): this {
    const { view } = this.canvasView;
    this.setView({ ...view, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy });
    return this;
  }

  /** Advances the event clock (e.g. to get past the palm-rejection window). */
  wait(ms: number): this {
    this.time += ms;
    return this;
  }

  /** Calls with this name on the cached layer's surfaces (its tiles), surface by surface. */
  layerCalls(name: string): DrawCall[] {
    return this.surfaces.flatMap((surface) => surface.ctx.named(name));
  }

  /** Forgets what the layer's surfaces recorded so far. */
  resetLayerCalls(): void {
    for (const surface of this.surfaces) surface.ctx.reset();
  }

  /** Renders a frame to the fake screen. */
  frame(now = this.time): boolean {
    return this.render(this.screen, now);
  }

  expectToBeIn(path: EnginePath): this {
    expect(this.path).toBe(path);
    return this;
  }

  expectStrokeCount(count: number): this {
    expect(this.strokes).toHaveLength(count);
    return this;
  }
}
