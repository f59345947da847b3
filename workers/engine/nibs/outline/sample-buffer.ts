/**
 * Smoothed samples and their outline cross-sections, stored as parallel number arrays (struct
 * of arrays): a 4,000-sample stroke becomes ~30,000 samples, and plain arrays of numbers keep
 * that cheap to grow and to read.
 */
export class SampleBuffer {
  /** Centre of the nib. */
  readonly x: number[] = [];
  readonly y: number[] = [];
  /** Unit direction of travel. */
  readonly dirX: number[] = [];
  readonly dirY: number[] = [];
  readonly pressure: number[] = [];
  readonly tiltX: number[] = [];
  readonly tiltY: number[] = [];
  /** Distance along the path from the stroke's start. */
  readonly distance: number[] = [];
  readonly speed: number[] = [];
  /** The footprint after tapering and texture (for the caps). */
  readonly a: number[] = [];
  readonly b: number[] = [];
  readonly angle: number[] = [];
  /** Left and right outline points (left of the direction of travel, y down). */
  readonly leftX: number[] = [];
  readonly leftY: number[] = [];
  readonly rightX: number[] = [];
  readonly rightY: number[] = [];

  /**
   * Samples in use. The columns may be longer: clear() only resets this count, so the tail
   * buffer, cleared on every point, reuses its storage instead of churning the garbage collector.
   */
  length = 0;

  /** Appends a sample; its cross-section is written afterwards by the builder. */
  push(
    x: number,
    y: number,
    dirX: number,
    dirY: number,
    pressure: number,
    tiltX: number,
    tiltY: number,
    distance: number,
    speed: number,
  ): number {
    const i = this.length++;
    this.x[i] = x;
    this.y[i] = y;
    this.dirX[i] = dirX;
    this.dirY[i] = dirY;
    this.pressure[i] = pressure;
    this.tiltX[i] = tiltX;
    this.tiltY[i] = tiltY;
    this.distance[i] = distance;
    this.speed[i] = speed;
    this.a[i] = 0;
    this.b[i] = 0;
    this.angle[i] = 0;
    this.leftX[i] = x;
    this.leftY[i] = y;
    this.rightX[i] = x;
    this.rightY[i] = y;
    return i;
  }

  clear(): void {
    this.length = 0;
  }
}
