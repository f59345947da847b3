import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseImport, type ImportRequest } from './parse-import';
import { parseOffThread } from './parse-off-thread';

const document = JSON.stringify({
  version: 1,
  width: 800,
  height: 600,
  strokes: [
    {
      tool: 'brush',
      size: 4,
      color: '#112233',
      points: [
        { x: 12.3, y: 10 },
        { x: 40, y: 90.5 },
      ],
    },
    { tool: 'qalam', size: 9, color: '#445566', points: [{ x: 1, y: 2, pressure: 0.2 }] },
    { tool: 'crayon', color: '#000000', points: [{ x: 1, y: 1 }] },
  ],
});

const request = (text: string, dryRun = false): ImportRequest => ({
  name: 'drawing.json',
  type: 'application/json',
  source: new File([text], 'drawing.json', { type: 'application/json' }),
  dryRun,
});

/** Counts the workers started (the import worker is the only one these tests start). */
function countWorkers(): () => number {
  let started = 0;
  const RealWorker = globalThis.Worker;
  vi.stubGlobal(
    'Worker',
    class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started++;
      }
    },
  );
  return () => started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseOffThread', () => {
  it('parses in an import worker of its own and answers as parsing here would', async () => {
    const started = countWorkers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = await parseOffThread(request(document));
    expect(started()).toBe(1);
    // The skipped stroke was reported by the worker that parsed it, not in this thread.
    expect(warn).not.toHaveBeenCalled();
    expect(parsed).toEqual(await parseImport(request(document)));
    expect(parsed).toMatchObject({ ok: true, strokeCount: 2, skippedStrokes: 1 });
    expect(await parseOffThread(request('{"strokes": ['))).toMatchObject({
      ok: false,
      message: 'Invalid JSON format',
    });
    expect(await parseOffThread(request(document, true))).toMatchObject({ ok: true, document: null });
    expect(started()).toBe(3);
  });

  it('parses in this thread where no worker can be started', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await parseOffThread(request(document))).toEqual(await parseImport(request(document)));
  });
});
