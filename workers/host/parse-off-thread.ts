import { parseImport, type ImportRequest, type ParsedImport } from './parse-import';

/**
 * Parses an import (parse-import.ts) in a short-lived worker of its own, so the canvas worker
 * stays free for the pen while a large document is read and validated; its strokes come back
 * packed, their buffers transferred. Where this worker cannot start one (a browser without
 * nested workers), or the import worker fails, it parses in this thread instead.
 */
export function parseOffThread(request: ImportRequest): Promise<ParsedImport> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('../import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
  } catch {
    return parseImport(request);
  }
  return new Promise((resolve) => {
    const finish = (parsed: ParsedImport | null) => {
      worker.terminate();
      resolve(parsed ?? parseImport(request));
    };
    worker.addEventListener('message', (event: MessageEvent<ParsedImport | null>) => finish(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish(null);
    });
    // An answer that cannot be read: parse here instead, or every later import would wait on it.
    worker.addEventListener('messageerror', () => finish(null));
    worker.postMessage(request);
  });
}
