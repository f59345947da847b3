import type { Endpoint } from 'comlink';

/**
 * The canvas worker's port as Comlink and the pointer input use it, counting every message
 * posted on it. A record in the input ring carries that count, and the worker applies it only
 * after it has handled as many messages: a record never overtakes a call posted before it
 * (ADR 028). Everything sent to the worker must therefore go through here.
 */
export class CountingPort implements Endpoint {
  private count = 0;

  constructor(private readonly worker: Worker) {}

  /** Messages posted so far. */
  get sent(): number {
    return this.count;
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
    this.count++;
  }

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.worker.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.worker.removeEventListener(type, listener);
  }
}
