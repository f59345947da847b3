import { randomUUID } from 'node:crypto';
import type { CanvasDocument } from '../../shared/canvas/document';
import type { SaveDrawingRequest } from '../../shared/practice/artwork';
import type { SaveSessionRequest } from '../../shared/practice/practice-session';
import { seedContent } from '../content/seed-content';
import type { Database } from '../db/create-database';
import { bearer, createAuthTestApp, createTestUser, signIn, type TestApp } from './auth-test-kit';
import { TRACED_TOOL_PARAMS } from '../../shared/canvas/tool-params';
import { MAX_POINTS_PER_STROKE } from '../../shared/canvas/limits';

/** A real 2 × 2 grey PNG. */
export const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNoaGBoaAAABgYCASzBUNcAAAAASUVORK5CYII=';

/** A free and a premium item of the seeded catalogue. */
export const freeImageId = 'mandala-lotus';
export const premiumImageId = 'mandala-night-bloom';
export const premiumSoundtrackId = 'singing-bowl';

/** A small valid canvas document: two strokes. */
export function sampleDocument(strokes = 2): CanvasDocument {
  return {
    version: 1,
    width: 1000,
    height: 1000,
    gridType: 'none',
    strokes: Array.from({ length: strokes }, (_, index) => ({
      tool: 'fountain_pen',
      size: 3,
      color: '#2DD4BF',
      toolParams: { ...TRACED_TOOL_PARAMS },
      points: [0, 1, 2].map((step) => ({
        x: 100 + step * 50,
        y: 100 + index * 40,
        pressure: 0.5,
        tiltX: 0,
        tiltY: 0,
        t: step * 16,
      })),
    })),
  };
}

/** A session body that ended `endedMinutesAgo` before `now` and lasted `minutes`. */
export function sessionBody(
  now: number,
  overrides: Partial<SaveSessionRequest> = {},
  minutes = 1,
  endedMinutesAgo = 0,
): SaveSessionRequest {
  const endedAt = now - endedMinutesAgo * 60_000;
  return {
    idempotencyKey: randomUUID(),
    imageId: freeImageId,
    soundtrackId: 'soft-rain',
    startedAt: new Date(endedAt - minutes * 60_000).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    timeZone: 'Europe/Berlin',
    document: sampleDocument(),
    thumbnail: tinyPng,
    ...overrides,
  };
}

/**
 * A valid document of `points` points in strokes as long as allowed, each point written as
 * briefly as JSON allows (single digits), so a body carries as many points as its size admits.
 */
export function denseDocument(points: number): CanvasDocument {
  const strokes: CanvasDocument['strokes'] = [];
  for (let start = 0; start < points; start += MAX_POINTS_PER_STROKE) {
    const count = Math.min(MAX_POINTS_PER_STROKE, points - start);
    strokes.push({
      tool: 'fountain_pen',
      size: 3,
      color: '#2DD4BF',
      toolParams: { ...TRACED_TOOL_PARAMS },
      points: Array.from({ length: count }, (_, index) => ({
        x: index % 10,
        y: strokes.length % 10,
        pressure: 0,
        tiltX: 0,
        tiltY: 0,
        t: index % 10,
      })),
    });
  }
  return { version: 1, width: 1000, height: 1000, gridType: 'none', strokes };
}

/**
 * The JSON text of the largest free-drawing save within `maxBytes`: a dense document with as many
 * points as fit (to within a few hundred bytes).
 */
export function largestDrawingBody(maxBytes: number): string {
  const text = (points: number) => JSON.stringify(drawingBody({ document: denseDocument(points) }));
  // Bytes per point, each stroke's other fields included, measured over five whole strokes.
  const sample = 5 * MAX_POINTS_PER_STROKE;
  const empty = text(0).length;
  const perPoint = (text(sample).length - empty) / sample;
  let points = Math.floor((maxBytes - empty) / perPoint);
  for (;;) {
    const body = text(points);
    if (body.length <= maxBytes) return body;
    points -= Math.ceil((body.length - maxBytes) / perPoint);
  }
}

export function drawingBody(overrides: Partial<SaveDrawingRequest> = {}): SaveDrawingRequest {
  return {
    idempotencyKey: randomUUID(),
    title: 'Free drawing',
    document: sampleDocument(3),
    thumbnail: tinyPng,
    ...overrides,
  };
}

export interface Member {
  userId: string;
  headers: Record<string, string>;
}

/** The app on a seeded catalogue, and a way to sign in new members; `env` as in the shell (e.g. quotas). */
export async function createPracticeTestApp(
  database: Database,
  env: Record<string, string> = {},
): Promise<{ app: TestApp; newMember: () => Promise<Member> }> {
  await seedContent(database.db);
  const { app } = createAuthTestApp(database, { env });
  return {
    app,
    newMember: async () => {
      const user = await createTestUser(database);
      const { accessToken } = await signIn(app, user.email);
      return { userId: user.id, headers: bearer(accessToken) };
    },
  };
}
