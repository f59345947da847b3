/**
 * Tests only: the worker-thread end of input-ring.test.ts's cross-thread test. Drains the ring
 * on its own thread, sleeping in Atomics.waitAsync whenever it is empty, and checks that record
 * i arrives i-th with the content expectedRecord(i) gives. Answers { received, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decodeInputBatch } from '../input-batch';
import { InputRingReader } from '../input-ring';
import { expectedRecord } from './input-ring-records';

const { ring, total } = workerData as { ring: SharedArrayBuffer; total: number };
let wake: () => void = () => {};
const reader = new InputRingReader(ring, () => wake());
let received = 0;
let error: string | null = null;

function check(batch: Float64Array): void {
  const decoded = decodeInputBatch(batch);
  const expected = expectedRecord(received);
  if (error === null && JSON.stringify(decoded?.samples) !== JSON.stringify(expected.samples))
    error = `record ${received}: ${JSON.stringify(decoded)} instead of ${JSON.stringify(expected)}`;
  received++;
}

// A pending Atomics.waitAsync does not keep a Node thread alive (a browser's worker lives on):
// without this timer the thread would exit at its first sleep.
const keepAlive = setInterval(() => {}, 60_000);
while (received < total && error === null) {
  reader.drain(Number.POSITIVE_INFINITY, check);
  if (received < total) {
    await new Promise<void>((resolve) => {
      wake = resolve;
      reader.sleep();
    });
  }
}
clearInterval(keepAlive);
parentPort?.postMessage({ received, error });
