import { Worker } from 'node:worker_threads';

export interface RequestsDuring {
  /** How long each GET of `probeUrl` took, in milliseconds, while the request was under way. */
  probeMs: number[];
  /** The request's answer and how long it took. */
  request: { status: number; body: string; ms: number };
}

/**
 * Sends one request and, until it is answered, GETs `probeUrl` every 10 ms, timing each answer.
 * Both run on a worker thread: timers on the thread that runs the server would stall with it and
 * hide the very stall being measured, and sending a large body would add the client's work to it.
 */
export function timeRequestsDuring(
  probeUrl: string,
  request: { url: string; method: string; headers: Record<string, string>; body: Uint8Array },
): Promise<RequestsDuring> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { probeUrl, request } = workerData;
    (async () => {
      const probeMs = [];
      let answered = false;
      const started = performance.now();
      const sending = fetch(request.url, { method: request.method, headers: request.headers, body: request.body })
        .then(async (response) => ({ status: response.status, body: await response.text(), ms: performance.now() - started }))
        .finally(() => { answered = true; });
      while (!answered) {
        const sent = performance.now();
        await (await fetch(probeUrl)).arrayBuffer();
        probeMs.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      parentPort.postMessage({ probeMs, request: await sending });
    })().catch((error) => parentPort.postMessage({ error: String(error) }));
    `,
    { eval: true, workerData: { probeUrl, request } },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: RequestsDuring | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
  });
}
