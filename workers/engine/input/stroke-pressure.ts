import type { InputPointerType } from '../../../src/shared/input-batch';
import type { PressureCurve } from '../../../src/shared/canvas/tools';
import { applyPressureCurve } from './pressure-curve';
import { isPlaceholderPressure, PressureSimulator } from './pressure-simulator';

/**
 * Decides, per stroke, where pressure comes from: a mouse (or any device still reporting only
 * 0.5 or 0) gets simulated pressure; from the first real reading on, the device's pressure
 * mapped through the user's curve.
 */
export class StrokePressure {
  private readonly simulator = new PressureSimulator();
  private readonly mouse: boolean;
  private real = false;

  constructor(
    pointerType: InputPointerType,
    private readonly curve: PressureCurve,
  ) {
    this.mouse = pointerType === 'mouse';
  }

  /** Pressure for a sample at (x, y) in document units and time t (ms). */
  next(raw: number, x: number, y: number, t: number): number {
    if (!this.mouse && !this.real && !isPlaceholderPressure(raw)) this.real = true;
    const simulated = this.simulator.next(x, y, t);
    return this.real ? applyPressureCurve(raw, this.curve) : simulated;
  }
}
