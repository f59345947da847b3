import type { Canvas2DLike, PathLike, RenderSurface } from '../render/canvas-like';

/** One recorded call or property write. */
export interface DrawCall {
  name: string;
  args: unknown[];
}

/**
 * A Canvas2DLike that records what it is told, so rendering is testable in Node: tests assert
 * the order and content of calls (what was filled, with which colour and alpha).
 */
export class RecordingContext implements Canvas2DLike<RecordingSurface> {
  readonly calls: DrawCall[] = [];
  private state = {
    globalAlpha: 1,
    fillStyle: '#000' as unknown,
    strokeStyle: '#000' as unknown,
    lineWidth: 1,
  };
  lineJoin: 'round' | 'bevel' | 'miter' = 'miter';

  private record(name: string, ...args: unknown[]): void {
    this.calls.push({ name, args });
  }

  get globalAlpha(): number {
    return this.state.globalAlpha;
  }
  set globalAlpha(value: number) {
    this.state.globalAlpha = value;
    this.record('globalAlpha', value);
  }
  get fillStyle(): unknown {
    return this.state.fillStyle;
  }
  set fillStyle(value: unknown) {
    this.state.fillStyle = value;
    this.record('fillStyle', value);
  }
  get strokeStyle(): unknown {
    return this.state.strokeStyle;
  }
  set strokeStyle(value: unknown) {
    this.state.strokeStyle = value;
    this.record('strokeStyle', value);
  }
  get lineWidth(): number {
    return this.state.lineWidth;
  }
  set lineWidth(value: number) {
    this.state.lineWidth = value;
    this.record('lineWidth', value);
  }

  save(): void {
    this.record('save');
  }
  restore(): void {
    this.record('restore');
  }
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void {
    this.record('setTransform', a, b, c, d, e, f);
  }
  clearRect(x: number, y: number, width: number, height: number): void {
    this.record('clearRect', x, y, width, height);
  }
  fillRect(x: number, y: number, width: number, height: number): void {
    this.record('fillRect', this.state.fillStyle, x, y, width, height);
  }
  beginPath(): void {
    this.record('beginPath');
  }
  moveTo(x: number, y: number): void {
    this.record('moveTo', x, y);
  }
  lineTo(x: number, y: number): void {
    this.record('lineTo', x, y);
  }
  closePath(): void {
    this.record('closePath');
  }
  rect(x: number, y: number, width: number, height: number): void {
    this.record('rect', x, y, width, height);
  }
  clip(): void {
    this.record('clip');
  }
  /** Records the style, alpha and, for a retained path, the path itself. */
  fill(path?: PathLike): void {
    if (path) this.record('fill', this.state.fillStyle, this.state.globalAlpha, path);
    else this.record('fill', this.state.fillStyle, this.state.globalAlpha);
  }
  stroke(path?: PathLike): void {
    if (path) this.record('stroke', this.state.strokeStyle, this.state.globalAlpha, path);
    else this.record('stroke', this.state.strokeStyle, this.state.globalAlpha);
  }
  drawImage(image: RecordingSurface, dx: number, dy: number, dw: number, dh: number): void {
    this.record('drawImage', image, dx, dy, dw, dh);
  }

  /** Calls with this name. */
  named(name: string): DrawCall[] {
    return this.calls.filter((call) => call.name === name);
  }

  reset(): void {
    this.calls.length = 0;
  }
}

/** A retained path (Path2D stand-in) that keeps its commands, so tests can read what was traced. */
export class RecordingPath implements PathLike {
  readonly commands: DrawCall[] = [];
  moveTo(x: number, y: number): void {
    this.commands.push({ name: 'moveTo', args: [x, y] });
  }
  lineTo(x: number, y: number): void {
    this.commands.push({ name: 'lineTo', args: [x, y] });
  }
  closePath(): void {
    this.commands.push({ name: 'closePath', args: [] });
  }
}

/** A surface whose image is itself, as an OffscreenCanvas is both drawable and drawn. */
export class RecordingSurface implements RenderSurface<RecordingSurface> {
  readonly ctx = new RecordingContext();
  constructor(
    public width: number,
    public height: number,
    readonly label = 'surface',
  ) {}

  get image(): RecordingSurface {
    return this;
  }
}
