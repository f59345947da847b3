import { describe, expect, it } from 'vitest';
import type { CanvasDocument } from '../../../shared/canvas/document';
import { sessionRequest } from './session-request';

const document: CanvasDocument = { version: 1, width: 1000, height: 1000, gridType: 'none', strokes: [] };

describe('sessionRequest', () => {
  it('carries the session key, ISO times and the zone where the member practised', () => {
    const body = sessionRequest(
      { imageId: 'mandala-lotus', soundtrackId: 'silence', minutes: 1 },
      { startedAt: Date.UTC(2026, 0, 1, 8), endedAt: Date.UTC(2026, 0, 1, 8, 1), key: 'key-12345678' },
      document,
      'data:image/png;base64,AAAA',
      'Europe/Berlin',
    );
    expect(body).toEqual({
      idempotencyKey: 'key-12345678',
      imageId: 'mandala-lotus',
      soundtrackId: 'silence',
      startedAt: '2026-01-01T08:00:00.000Z',
      endedAt: '2026-01-01T08:01:00.000Z',
      timeZone: 'Europe/Berlin',
      document,
      thumbnail: 'data:image/png;base64,AAAA',
    });
  });
});
