import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_THUMBNAIL_BYTES } from '../../../shared/practice/thumbnail';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import type { TestApp } from '../../testing/auth-test-kit';
import {
  createPracticeTestApp,
  drawingBody,
  sampleDocument,
  sessionBody,
  tinyPng,
} from '../../testing/practice-test-kit';

const now = Date.parse('2030-01-01T12:00:00.000Z');
const session = sessionBody(now);
const drawing = drawingBody();
const preferences = { sessionLength: 10, soundtrackId: null, introShown: false };
/** A valid PNG header followed by more than 256 KB. */
const hugePng = `${tinyPng}${'A'.repeat(Math.ceil((MAX_THUMBNAIL_BYTES * 4) / 3))}`.slice(0, -4) + 'AAAA';
const stroke = sampleDocument(1).strokes[0];

const documentCases = (base: Record<string, unknown>) => [
  { ...base, document: undefined },
  { ...base, document: { strokes: 'none' } },
  { ...base, document: { ...sampleDocument(), version: 2 } },
  { ...base, document: { ...sampleDocument(), width: 0 } },
  { ...base, document: { ...sampleDocument(), strokes: [{ ...stroke, tool: 'crayon' }] } },
  { ...base, document: { ...sampleDocument(), strokes: [{ ...stroke, points: [] }] } },
  { ...base, document: { ...sampleDocument(), strokes: [{ ...stroke, points: [{ x: 'a', y: 1 }] }] } },
  { ...base, thumbnail: undefined },
  { ...base, thumbnail: 'data:image/jpeg;base64,/9j/4AAQ' },
  { ...base, thumbnail: 'data:image/png;base64,AAAA' },
  { ...base, thumbnail: 'data:image/png;base64,iVBORw0KGgo!!!!' },
  { ...base, thumbnail: hugePng },
  { ...base, idempotencyKey: 'short' },
  { ...base, idempotencyKey: 'has spaces in it' },
  { ...base, idempotencyKey: 42 },
];

/** Every practice JSON endpoint and bodies that must answer 400 (never 500, never 2xx). */
const endpoints: { path: string; method: string; bodies: unknown[] }[] = [
  {
    path: '/api/practice/sessions',
    method: 'POST',
    bodies: [
      {},
      ...documentCases(session),
      { ...session, imageId: undefined },
      { ...session, imageId: 'not an id!' },
      { ...session, soundtrackId: '' },
      { ...session, startedAt: 'yesterday' },
      { ...session, endedAt: 1_700_000_000_000 },
      { ...session, startedAt: '2030-01-01' },
      { ...session, timeZone: 5 },
      { ...session, timeZone: 'Europe/../etc' },
      { ...session, timeZone: 'x'.repeat(100) },
    ],
  },
  {
    path: '/api/gallery',
    method: 'POST',
    bodies: [{}, ...documentCases(drawing), { ...drawing, title: 7 }, { ...drawing, title: 'x'.repeat(101) }],
  },
  {
    path: '/api/preferences',
    method: 'PUT',
    bodies: [
      {},
      { ...preferences, sessionLength: 0 },
      { ...preferences, sessionLength: 121 },
      { ...preferences, sessionLength: 10.5 },
      { ...preferences, sessionLength: '10' },
      { ...preferences, soundtrackId: '' },
      { ...preferences, soundtrackId: undefined },
      { ...preferences, introShown: 'yes' },
      { sessionLength: 10 },
    ],
  },
];

const bodyCases = endpoints.flatMap(({ path, method, bodies }) => [
  ...bodies.map((body, index) => ({ path, method, body: JSON.stringify(body), label: `body #${index}` })),
  { path, method, body: '{"broken', label: 'malformed JSON' },
  { path, method, body: '[1,2]', label: 'an array' },
  { path, method, body: 'null', label: 'null' },
]);

const queryCases = [
  '/api/practice/summary',
  '/api/practice/summary?tz=',
  '/api/practice/summary?tz=Not/AZone',
  '/api/practice/summary?tz=GMT%2B2',
  '/api/gallery?limit=0',
  '/api/gallery?limit=101',
  '/api/gallery?limit=ten',
  '/api/gallery?cursor=',
  '/api/gallery?cursor=%E2%9C%93',
  '/api/content/images?category=bad%20id',
  '/api/content/images?category=',
];

describeEachDialect('malformed practice, gallery, preferences and content requests', (getDatabase) => {
  let app: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    setFixedTime(now);
    const kit = await createPracticeTestApp(getDatabase());
    app = kit.app;
    headers = (await kit.newMember()).headers;
  });
  afterAll(resetClock);

  it.each(bodyCases)('$method $path answers 400 to $label', async ({ path, method, body }) => {
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; code: string };
    expect(answer.message.length).toBeGreaterThan(0);
    expect(['validation_failed', 'malformed_json']).toContain(answer.code);
  });

  it.each(queryCases)('GET %s answers 400', async (path) => {
    const response = await app.request(path, { headers });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
  });

  it('answers 415 to a session body that is not JSON', async () => {
    const response = await app.request('/api/practice/sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...headers },
      body: JSON.stringify(session),
    });
    expect(response.status).toBe(415);
  });
});
