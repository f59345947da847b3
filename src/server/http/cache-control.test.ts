import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../db/testing/each-dialect';
import { seedBilling } from '../services/billing/seed-billing';
import type { TestApp } from '../testing/auth-test-kit';
import { createPracticeTestApp, drawingBody, freeImageId, type Member } from '../testing/practice-test-kit';

/**
 * Each route family sets its caching once, on its router (cacheControl): a few routes of every
 * family, answers and refusals alike, carry exactly the family's header; a handler that chose its
 * own (a catalogue file) keeps it.
 */
describeEachDialect('Cache-Control by route family', (getDatabase) => {
  let app: TestApp;
  let member: Member;
  let artworkId: string;
  beforeAll(async () => {
    await seedBilling(getDatabase().db);
    const kit = await createPracticeTestApp(getDatabase());
    app = kit.app;
    member = await kit.newMember();
    const saved = await app.request('/api/gallery', {
      method: 'POST',
      headers: { ...member.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(drawingBody()),
    });
    expect(saved.status).toBe(201);
    artworkId = ((await saved.json()) as { artwork: { id: string } }).artwork.id;
  });

  /** Per family: its header and a few paths, asked as the member (or with no token, `anonymous`). */
  const families: { family: string; value: string; anonymous?: string[]; paths?: () => string[] }[] = [
    { family: 'config', value: 'no-store', anonymous: ['/config.json'] },
    { family: 'health', value: 'no-store', anonymous: ['/api/health'] },
    {
      family: 'auth',
      value: 'no-store',
      anonymous: ['/api/auth/me'],
      paths: () => ['/api/auth/me', '/api/auth/sessions'],
    },
    {
      family: 'content',
      value: 'private, no-cache',
      paths: () => [
        '/api/content/categories',
        '/api/content/images',
        `/api/content/images/${freeImageId}`,
        '/api/content/images/no-such-image',
        '/api/content/soundtracks',
      ],
    },
    { family: 'practice', value: 'private, no-store', paths: () => ['/api/practice/summary?tz=UTC'] },
    { family: 'preferences', value: 'private, no-store', paths: () => ['/api/preferences'] },
    {
      family: 'gallery',
      value: 'private, no-store',
      anonymous: ['/api/gallery'],
      paths: () => ['/api/gallery', '/api/gallery?cursor=not-a-cursor', `/api/gallery/${artworkId}`],
    },
    { family: 'plans', value: 'public, max-age=60', anonymous: ['/api/plans'] },
    { family: 'content preview', value: 'public, max-age=300', anonymous: ['/api/content/preview'] },
    { family: 'billing', value: 'private, no-store', paths: () => ['/api/billing/subscription'] },
    { family: 'flags', value: 'private, no-store', paths: () => ['/api/flags'] },
  ];

  for (const { family, value, anonymous = [], paths = () => [] } of families) {
    it(`${family}: every answer says ${value}`, async () => {
      const asked = [
        ...anonymous.map((path) => ({ path, init: {} })),
        ...paths().map((path) => ({ path, init: { headers: member.headers } })),
      ];
      for (const { path, init } of asked) {
        const response = await app.request(path, init);
        expect(response.headers.get('Cache-Control'), `${response.status} ${path}`).toBe(value);
      }
    });
  }

  it('plans: a refusal of the public family is never stored by a shared cache', async () => {
    const listed = await app.request('/api/plans');
    expect(listed.headers.get('Cache-Control')).toBe('public, max-age=60');
    const missing = await app.request('/api/plans/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves a handler its own policy: a free catalogue file is public', async () => {
    const response = await app.request(`/api/content/assets/${freeImageId}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});
