import { afterEach, describe, expect, it } from 'vitest';
import { startEngine, type EngineClient } from '../src/components/canvas/engine-client';
import { nextFrame } from '../src/lib/testing/next-frame';
import type { EngineInitOptions, EngineSnapshot } from '../src/shared/canvas/engine-api';
import { encodeInputBatch, type InputPhase } from '../src/shared/input-batch';

const started: Array<{ client: EngineClient; canvas: HTMLCanvasElement }> = [];

afterEach(() => {
  for (const { client, canvas } of started.splice(0)) {
    client.dispose();
    canvas.remove();
  }
});

/** A 400 × 400 CSS px canvas in the page, handed to a real canvas worker (0.4 px per document unit). */
async function start(options: Partial<EngineInitOptions> = {}): Promise<EngineClient> {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'width:400px;height:400px;display:block';
  document.body.append(canvas);
  const client = await startEngine(canvas, {
    cssWidth: 400,
    cssHeight: 400,
    dpr: 1,
    docWidth: 1000,
    docHeight: 1000,
    ...options,
  });
  started.push({ client, canvas });
  return client;
}

function batch(phase: InputPhase, points: ReadonlyArray<[number, number]>, time: number): Float64Array {
  return encodeInputBatch(
    {
      phase,
      pointerId: 1,
      pointerType: 'pen',
      buttons: phase === 'up' ? 0 : 1,
      width: 1,
      height: 1,
      predicted: false,
    },
    points.map(([x, y], index) => ({ x, y, pressure: 0.6, tiltX: 0, tiltY: 0, timeStamp: time + index * 4 })),
  );
}

/** A horizontal pen stroke at CSS y, in coalesced batches of four samples as a 240 Hz pen sends them. */
async function drawLine(client: EngineClient, y: number, x0 = 60, x1 = 340): Promise<void> {
  const points: Array<[number, number]> = [];
  for (let x = x0; x <= x1; x += 5) points.push([x, y]);
  let time = performance.now();
  client.input(batch('down', points.slice(0, 1), time));
  for (let i = 1; i < points.length - 1; i += 4) {
    time += 16;
    client.input(batch('move', points.slice(i, Math.min(i + 4, points.length - 1)), time));
  }
  client.input(batch('up', points.slice(-1), time + 16));
}

/** How many pixels of a 1 px high row across the canvas carry ink. */
async function inkInRow(client: EngineClient, y: number): Promise<number> {
  const { data } = await client.diagnostics.readPixels(0, y, 400, 1);
  let inked = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
  return inked;
}

/** Whether an RGBA pixel is the default teal ink (#2DD4BF), not the desk's slate veil or paper. */
function isInk(data: Uint8ClampedArray, offset: number): boolean {
  const [r = 0, g = 0, b = 0, a = 0] = data.subarray(offset, offset + 4);
  return a > 128 && g > 150 && b > 140 && r < 120;
}

/** The first and last x of a row that hold ink, or null when none does. */
function inkSpan(data: Uint8ClampedArray): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let x = 0; x * 4 < data.length; x++) {
    if (!isInk(data, x * 4)) continue;
    if (first < 0) first = x;
    last = x;
  }
  return first < 0 ? null : [first, last];
}

/** The pixels of a PNG blob, decoded. */
async function decode(blob: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

async function bytes(blob: Blob, count: number): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.slice(0, count).arrayBuffer()));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('canvas worker', () => {
  it('draws a stroke from encoded input onto the OffscreenCanvas, and undo removes it', async () => {
    const client = await start();
    await client.api.setPen({ size: 20 });
    expect(await inkInRow(client, 200)).toBe(0);
    await drawLine(client, 200);
    expect(await inkInRow(client, 200)).toBeGreaterThan(200);
    expect(await inkInRow(client, 100)).toBe(0);
    expect(await client.api.undo()).toBe(true);
    expect(await inkInRow(client, 200)).toBe(0);
    expect(await client.api.redo()).toBe(true);
    expect(await inkInRow(client, 200)).toBeGreaterThan(200);
  });

  it('draws on its own animation frames and counts samples and frames', async () => {
    const client = await start();
    await drawLine(client, 150);
    // whenIdle travels behind the input on the same port: every sample is handled and drawn.
    await client.diagnostics.whenIdle();
    const stats = await client.diagnostics.stats();
    expect(stats.pending).toBe(false);
    expect(stats.samplesReceived).toBe(57);
    expect(stats.strokesCommitted).toBe(1);
    expect(stats.framesDrawn).toBeGreaterThan(0);
    expect(stats.frameMs.count).toBeGreaterThan(0);
    expect(stats.frameMs.p95).toBeGreaterThanOrEqual(stats.frameMs.p50);
    // Nothing changes, so no more frames are drawn.
    const frames = stats.framesDrawn;
    await nextFrame();
    await client.diagnostics.whenIdle();
    expect((await client.diagnostics.stats()).framesDrawn).toBe(frames);
  });

  it('pushes canUndo, hasDrawn and strokeCount to a subscriber, and never the view back', async () => {
    const client = await start();
    const snapshots: EngineSnapshot[] = [];
    const unsubscribe = await client.subscribe((snapshot) => snapshots.push(snapshot));
    await expect.poll(() => snapshots.length).toBeGreaterThan(0);
    expect(snapshots[0]).toMatchObject({ canUndo: false, hasDrawn: false, strokeCount: 0 });
    await drawLine(client, 200);
    await expect
      .poll(() => snapshots.at(-1))
      .toMatchObject({ canUndo: true, canRedo: false, hasDrawn: true, strokeCount: 1 });
    await client.diagnostics.whenIdle();
    const drawn = snapshots.length;
    await client.api.setView({ scale: 2, offsetX: 10, offsetY: 0 });
    await client.diagnostics.whenIdle();
    expect(snapshots).toHaveLength(drawn);
    expect(snapshots.at(-1)).not.toHaveProperty('view');
    await unsubscribe();
    await client.api.undo();
    await client.diagnostics.whenIdle();
    await nextFrame();
    expect(snapshots).toHaveLength(drawn);
  });

  it('exports PNG (at a scale), SVG with width and height, JSON, and captures the artwork with a small thumbnail', async () => {
    const client = await start();
    await client.api.setPen({ size: 10 });
    await drawLine(client, 200);
    const png = await client.api.exportPng(0.5);
    expect(png.type).toBe('image/png');
    expect(await bytes(png, 8)).toEqual(PNG_SIGNATURE);
    const bitmap = await createImageBitmap(png);
    expect([bitmap.width, bitmap.height]).toEqual([500, 500]);
    const capture = await client.api.captureArtwork();
    expect(capture.document).toMatchObject({
      version: 1,
      width: 1000,
      height: 1000,
      strokes: [{ size: 10 }],
    });
    expect(capture.feedback).toBeNull();
    expect(capture.digest).toMatch(/^[0-9a-f]{64}$/);
    expect((await client.api.captureArtwork()).digest).toBe(capture.digest);
    const { thumbnail } = capture;
    expect(await bytes(thumbnail, 8)).toEqual(PNG_SIGNATURE);
    expect(thumbnail.size).toBeLessThanOrEqual(256 * 1024);
    const thumb = await createImageBitmap(thumbnail);
    expect(Math.max(thumb.width, thumb.height)).toBe(512);

    const svg = new DOMParser().parseFromString(await (await client.api.exportSvg()).text(), 'image/svg+xml');
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('width')).toBe('1000');
    expect(svg.documentElement.getAttribute('height')).toBe('1000');
    expect(svg.querySelectorAll('path')).toHaveLength(1);

    const json = JSON.parse(await (await client.api.exportJson()).text()) as {
      strokes: unknown[];
      version: number;
    };
    expect(json.version).toBe(1);
    expect(json.strokes).toHaveLength(1);
  });

  it('shows only the page: ink beyond it is cut at its edge on screen, just as the PNG export cuts it', async () => {
    // 800 × 400 CSS px around a 1000 × 1000 page: the page is the 400 px square from x = 200 to 600.
    const client = await start({ cssWidth: 800, cssHeight: 400 });
    await client.api.resize(800, 400, 1);
    await client.api.setPen({ size: 10, color: '#2DD4BF' });
    await drawLine(client, 200, 20, 780);
    const screen = await client.diagnostics.readPixels(0, 200, 800, 1);
    const span = inkSpan(screen.data);
    expect(span).not.toBeNull();
    const [first, last] = span ?? [0, 0];
    expect(first).toBeGreaterThanOrEqual(199);
    expect(last).toBeLessThanOrEqual(600);
    // Beyond the page the desk shows, veiled but without ink.
    expect(screen.data[3]).toBeGreaterThan(0);
    expect(isInk(screen.data, 100 * 4)).toBe(false);

    // The export holds exactly the part of the stroke the screen showed: the page's full width.
    const png = await decode(await client.api.exportPng(0.4));
    expect([png.width, png.height]).toEqual([400, 400]);
    const exported = inkSpan(png.data.subarray(200 * 400 * 4, 201 * 400 * 4));
    expect(exported).not.toBeNull();
    const [exportedFirst, exportedLast] = exported ?? [0, 0];
    expect(Math.abs(exportedFirst - (first - 200))).toBeLessThanOrEqual(2);
    expect(Math.abs(exportedLast - (last - 200))).toBeLessThanOrEqual(2);
  });

  it('shows on screen, from its tiles, the pixels of a direct render of the page', async () => {
    // A 400 px canvas over the page: the cached layer's 256-px tiles meet at x = 256 and y = 256.
    const client = await start();
    await client.api.setPen({ size: 30 });
    for (const y of [120, 250, 262, 330]) await drawLine(client, y, 40, 380);
    await client.diagnostics.whenIdle();
    const screen = (await client.diagnostics.readPixels(0, 0, 400, 400)).data;
    const direct = (await decode(await client.api.exportPng(0.4))).data;
    let inked = 0;
    let differing = 0;
    let largest = 0;
    for (let alpha = 3; alpha < screen.length; alpha += 4) {
      const difference = Math.abs((screen[alpha] ?? 0) - (direct[alpha] ?? 0));
      if ((screen[alpha] ?? 0) > 0) inked++;
      if (difference > 4) differing++;
      largest = Math.max(largest, difference);
    }
    expect(inked).toBeGreaterThan(10_000);
    // Skia antialiases a path that a tile's edge cuts a little differently (a few rows of edge
    // pixels, by up to 41 of 255 here); a tile misplaced by a pixel would differ by the ink's
    // whole alpha (238) along every stroke.
    expect(differing / inked).toBeLessThan(0.06);
    expect(largest).toBeLessThan(64);
  });

  it('makes the thumbnail a sheet of paper with the traced image faintly beneath the ink', async () => {
    const client = await start();
    await client.api.setTarget(
      '<svg viewBox="0 0 1000 1000"><path d="M150 750 L400 750 L600 750 L850 750"/></svg>',
    );
    await client.api.setPen({ size: 10, color: '#2DD4BF' });
    await drawLine(client, 200);
    const thumb = await decode((await client.api.captureArtwork()).thumbnail);
    const at = (x: number, y: number) =>
      Array.from(thumb.data.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4));
    // Paper where nothing is drawn (opaque, whatever the gallery's theme).
    expect(at(5, 5)).toEqual([255, 253, 248, 255]);
    // The guide at y = 750 of 1000 units (384 of 512 px): grey, fainter than ink, over the paper.
    const guide = at(256, 384);
    expect(guide[3]).toBe(255);
    expect(guide[0]).toBeLessThan(240);
    expect(Math.abs((guide[0] ?? 0) - (guide[2] ?? 0))).toBeLessThan(12);
    // The ink at y = 500 units (256 px).
    expect(isInk(thumb.data, (256 * 512 + 256) * 4)).toBe(true);
  });

  it('imports a JSON file and refuses a file that is not JSON', async () => {
    const client = await start();
    const document = {
      strokes: [
        {
          points: [
            { x: 100, y: 500 },
            { x: 900, y: 500 },
          ],
          tool: 'brush',
          size: 30,
          color: '#000000',
        },
        { points: [{ x: 1, y: 1 }], color: '#000000' },
      ],
    };
    const file = new File([JSON.stringify(document)], 'drawing.json', { type: 'application/json' });
    expect(await client.api.importJson(file)).toEqual({ ok: true, strokeCount: 1, skippedStrokes: 1 });
    expect(await inkInRow(client, 200)).toBeGreaterThan(200);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await client.api.importJson(text)).toMatchObject({ ok: false, message: 'Invalid file format' });
  });

  it('opens a large drawing with every stroke in view shown before their outlines are computed', async () => {
    const client = await start({ cssWidth: 1000, cssHeight: 1000 });
    // 3,000 thin strokes: their outlines take about half a second to compute, their previews a few frames.
    const strokes = Array.from({ length: 3_000 }, (_, index) => ({
      tool: 'brush',
      size: 3,
      color: '#2DD4BF',
      points: Array.from({ length: 20 }, (__, i) => ({
        x: (index % 60) * 16 + i,
        y: Math.floor(index / 60) * 19 + (i % 3),
      })),
    }));
    const file = new File(
      [JSON.stringify({ version: 1, width: 1000, height: 1000, gridType: 'none', strokes })],
      'big.json',
      {
        type: 'application/json',
      },
    );
    expect(await client.api.importJson(file)).toMatchObject({ ok: true, strokeCount: 3_000 });
    let stats = await client.diagnostics.stats();
    while (!stats.viewComplete) {
      await nextFrame();
      stats = await client.diagnostics.stats();
    }
    // On screen whole, as previews still being refined.
    expect(stats.pending).toBe(true);
    expect(stats.viewCrisp).toBe(false);
    await client.diagnostics.whenIdle();
    expect(await client.diagnostics.stats()).toMatchObject({
      pending: false,
      viewComplete: true,
      viewCrisp: true,
    });
  });

  it('keeps a draft in IndexedDB that another canvas can restore, until discarded', async () => {
    const draftKey = `test-draft-${crypto.randomUUID()}`;
    const first = await start({ draftKey });
    expect(await first.api.hasDraft()).toBe(false);
    await drawLine(first, 200);
    await first.api.saveDraft();
    expect(await first.api.hasDraft()).toBe(true);

    const second = await start({ draftKey });
    expect(await second.api.hasDraft()).toBe(true);
    expect(await second.api.restoreDraft()).toBe(true);
    expect(JSON.parse(await (await second.api.exportJson()).text())).toMatchObject({
      strokes: [{ tool: 'fountain_pen' }],
    });
    await second.api.discardDraft();
    expect(await second.api.hasDraft()).toBe(false);
    expect(await first.api.hasDraft()).toBe(false);
  });

  it('lands a file picked while the draft is being read after the draft, so the file is what stays', async () => {
    const draftKey = `test-draft-order-${crypto.randomUUID()}`;
    const first = await start({ draftKey });
    await drawLine(first, 200);
    await first.api.saveDraft();

    const second = await start({ draftKey });
    const picked = new File(
      [
        JSON.stringify({
          version: 1,
          width: 1000,
          height: 1000,
          strokes: [
            {
              tool: 'brush',
              size: 4,
              color: '#112233',
              points: [
                { x: 10, y: 10 },
                { x: 10, y: 90 },
              ],
            },
          ],
        }),
      ],
      'picked.json',
      { type: 'application/json' },
    );
    // Asked for in this order, without waiting: the draft store answers after the file is picked.
    const restored = second.api.restoreDraft();
    const imported = second.api.importJson(picked);
    expect(await restored).toBe(true);
    expect(await imported).toMatchObject({ ok: true, strokeCount: 1 });
    expect(JSON.parse(await (await second.api.exportJson()).text())).toMatchObject({
      strokes: [{ tool: 'brush' }],
    });
    await second.api.discardDraft();
  });

  it('writes the draft by itself, without a save asked for, once its interval has passed', async () => {
    // The 2 s default and its timing are proved with fake timers in draft-autosave.test.ts.
    const draftKey = `test-autosave-${crypto.randomUUID()}`;
    const client = await start({ draftKey, draftIntervalMs: 16 });
    await drawLine(client, 200);
    await client.diagnostics.whenIdle();
    await expect.poll(() => client.api.hasDraft(), { interval: 16 }).toBe(true);
  });

  it('replays the drawing and resolves when it has finished', async () => {
    const client = await start();
    await client.api.setPen({ size: 20 });
    await drawLine(client, 200);
    expect(await client.api.replay(20)).toBe(true);
    expect(await inkInRow(client, 200)).toBeGreaterThan(200);
  });

  it('resizes the backing store with devicePixelRatio', async () => {
    const client = await start();
    await client.api.setPen({ size: 20 });
    await drawLine(client, 200);
    await client.api.resize(400, 400, 2);
    const { width, height, data } = await client.diagnostics.readPixels(0, 400, 800, 1);
    expect([width, height]).toEqual([800, 1]);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
    expect(inked).toBeGreaterThan(400);
  });

  it('draws a traced SVG target as a guide and reports tracing feedback on the snapshot', async () => {
    const client = await start();
    const snapshots: EngineSnapshot[] = [];
    await client.subscribe((snapshot) => snapshots.push(snapshot));
    expect(
      await client.api.setTarget(
        '<svg viewBox="0 0 1000 1000"><path d="M150 500 L400 500 L600 500 L850 500"/></svg>',
      ),
    ).toBe(1);
    expect(await inkInRow(client, 200)).toBeGreaterThan(200);
    await client.diagnostics.whenIdle();
    expect(snapshots.at(-1)?.feedback).toMatchObject({ coverage: 0, inkLength: 0 });
    await drawLine(client, 200);
    await client.diagnostics.whenIdle();
    expect(snapshots.at(-1)?.feedback?.coverage).toBeGreaterThan(0.9);
  });

  it('draws a raster background at opacity 0.3 beneath the ink', async () => {
    const client = await start();
    const source = new OffscreenCanvas(10, 10);
    const ctx = source.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, 10, 10);
    await client.setBackground(source.transferToImageBitmap());
    const { data } = await client.diagnostics.readPixels(200, 200, 1, 1);
    expect(data[3]).toBeGreaterThan(70);
    expect(data[3]).toBeLessThan(85);
  });
});
