/**
 * Seeds a member's practice for the /practice and /practice/gallery screenshots through the real
 * API: a few meditation sessions on recent days (a streak of three, one gap) and a free drawing.
 * Documents are gentle waves. Their thumbnails are a stand-in drawn in the page (paper and ink,
 * without the traced image); the `gallery-traced-*` screenshots show the engine's own.
 */
import type { Page } from 'playwright';
import type { CanvasDocument } from '../src/shared/canvas/document';
import { DEFAULT_TOOL_PARAMS } from '../src/shared/canvas/tool-params';
import type { PenTool } from '../src/shared/canvas/tools';

const DAY_MS = 86_400_000;
/** Days ago of each seeded session: today, yesterday, the day before, then a gap. */
const SESSION_DAYS_AGO = [0, 1, 2, 5] as const;
const PENS: PenTool[] = ['qalam', 'brush', 'copperplate_pen', 'fountain_pen'];
const COLORS = ['#0F766E', '#1E3A8A', '#7C2D12', '#334155'];

function waveDocument(seed: number): CanvasDocument {
  const strokes = Array.from({ length: 5 }, (_, row) => {
    const tool = PENS[(seed + row) % PENS.length] ?? 'qalam';
    return {
      tool,
      size: 10 + ((seed + row) % 3) * 4,
      color: COLORS[(seed + row) % COLORS.length] ?? '#334155',
      toolParams: DEFAULT_TOOL_PARAMS[tool],
      points: Array.from({ length: 60 }, (_, i) => {
        const f = i / 59;
        return {
          x: 120 + 760 * f,
          y: 180 + row * 160 + 50 * Math.sin(seed + row * 0.8 + f * Math.PI * 3),
          pressure: 0.3 + 0.5 * Math.sin(f * Math.PI),
          tiltX: 20,
          tiltY: -10,
          t: i * 16,
        };
      }),
    };
  });
  return { version: 1, width: 1000, height: 1000, gridType: 'none', strokes };
}

/** A PNG data URL of the document's strokes on paper, the engine's thumbnail size, drawn in the page. */
function thumbnailOf(page: Page, document: CanvasDocument): Promise<string> {
  return page.evaluate(async (doc) => {
    const size = 512;
    const canvas = new OffscreenCanvas(size, size);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fffdf8';
    context.fillRect(0, 0, size, size);
    const scale = size / doc.width;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    for (const stroke of doc.strokes) {
      context.strokeStyle = stroke.color;
      context.lineWidth = stroke.size * scale;
      context.beginPath();
      stroke.points.forEach((point, i) =>
        i === 0
          ? context.moveTo(point.x * scale, point.y * scale)
          : context.lineTo(point.x * scale, point.y * scale),
      );
      context.stroke();
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(blob);
    });
  }, document);
}

async function api(baseUrl: string, accessToken: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** Saves the sessions and the drawing for the member behind `accessToken`. */
export async function seedPractice(page: Page, baseUrl: string, accessToken: string): Promise<void> {
  const images = (await api(baseUrl, accessToken, 'GET', '/api/content/images')) as {
    items: Array<{ id: string; locked: boolean }>;
  };
  const free = images.items.filter((image) => !image.locked);
  const now = Date.now();
  for (const [index, daysAgo] of SESSION_DAYS_AGO.entries()) {
    const image = free[index % free.length];
    if (!image) throw new Error('no free images to trace');
    const document = waveDocument(index);
    // An hour ago today, mid-morning on earlier days; 10–19 minutes long.
    const startedAt = daysAgo === 0 ? now - 3_600_000 : now - daysAgo * DAY_MS;
    const endedAt = startedAt + (10 + index * 3) * 60_000;
    await api(baseUrl, accessToken, 'POST', '/api/practice/sessions', {
      idempotencyKey: `screenshot-session-${index}-${now}`,
      imageId: image.id,
      soundtrackId: 'silence',
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      timeZone: 'UTC',
      document,
      thumbnail: await thumbnailOf(page, document),
    });
  }
  const drawing = waveDocument(7);
  await api(baseUrl, accessToken, 'POST', '/api/gallery', {
    idempotencyKey: `screenshot-drawing-${now}`,
    title: 'Evening waves',
    document: drawing,
    thumbnail: await thumbnailOf(page, drawing),
  });
}
