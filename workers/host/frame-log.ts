import type { FrameLogEntries } from '../../src/shared/canvas/engine-diagnostics';

/**
 * The last `capacity` frames drawn, in a fixed ring: the bench reads it to time each input
 * sample from its event to the first frame that contains it.
 */
export class FrameLog {
  private readonly drawnAt: Float64Array;
  private readonly sampleTime: Float64Array;
  private next = 0;
  private size = 0;

  constructor(private readonly capacity = 4096) {
    this.drawnAt = new Float64Array(capacity);
    this.sampleTime = new Float64Array(capacity);
  }

  add(drawnAt: number, lastSampleTime: number): void {
    this.drawnAt[this.next] = drawnAt;
    this.sampleTime[this.next] = lastSampleTime;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  clear(): void {
    this.next = 0;
    this.size = 0;
  }

  entries(timeOrigin: number): FrameLogEntries {
    const start = (this.next - this.size + this.capacity) % this.capacity;
    const order = Array.from({ length: this.size }, (_, i) => (start + i) % this.capacity);
    return {
      timeOrigin,
      drawnAt: order.map((i) => this.drawnAt[i] ?? 0),
      lastSampleTime: order.map((i) => this.sampleTime[i] ?? 0),
    };
  }
}
