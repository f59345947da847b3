import type { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema';
import { testConsentRecord } from '../../../src/server/testing/consent-test-kit';
import { sampleDocument, sessionBody, tinyPng } from '../../../src/server/testing/practice-test-kit';
import { signedStripeEvent } from '../../../src/server/testing/stripe-test-events';
import { formOf, squareSvg } from '../../../src/server/testing/tracing-options-test-kit';
import { WEBHOOK_SECRET } from './durability-server';

/** How the test's feature flags and categories are named, to tell them from the seeded ones. */
export const flagKeyPrefix = 'durability-';
export const categoryNamePrefix = 'Durability ';

/** Where the writes go: the server and the first admin's access token. */
export interface WriteApi {
  url: string;
  token: string;
}

/** A 2xx that never came: the server answered something else, which the test must not swallow. */
export class WriteRefused extends Error {
  override name = 'WriteRefused';
}

/** One kind of acknowledged write: how to make the n-th, and how to find stored ones again. */
export interface WriteKind {
  name: string;
  /** Makes write `n`; resolves with its key once the 2xx answer has fully arrived. */
  write(api: WriteApi, n: number): Promise<string>;
  /** The keys among `keys` whose write is in the database. */
  stored(db: Kysely<DB>, keys: readonly string[]): Promise<Set<string>>;
}

async function send<T>(api: WriteApi, path: string, init: RequestInit & { auth?: boolean }): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.auth !== false) headers.set('Authorization', `Bearer ${api.token}`);
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const response = await fetch(`${api.url}${path}`, { ...init, headers });
  // Read whole before it counts: headers alone do not acknowledge a write.
  const text = await response.text();
  if (!response.ok)
    throw new WriteRefused(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Keys found by `find`, queried a chunk at a time to stay within both dialects' parameter limits. */
async function foundIn(
  keys: readonly string[],
  find: (chunk: string[]) => Promise<readonly string[]>,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    for (const key of await find(keys.slice(start, start + 500))) found.add(key);
  }
  return found;
}

const postJson = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** Practice sessions: the session, its artwork and the idempotency record, in one transaction. */
const sessions: WriteKind = {
  name: 'practice sessions',
  async write(api) {
    const body = await send<{ session: { id: string } }>(
      api,
      '/api/practice/sessions',
      postJson(sessionBody(Date.now())),
    );
    return body.session.id;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (await db.selectFrom('practice_sessions').select('id').where('id', 'in', chunk).execute()).map(
        (row) => row.id,
      ),
    ),
};

/** Free drawings saved to the gallery. */
const drawings: WriteKind = {
  name: 'gallery artworks',
  async write(api, n) {
    const body = await send<{ artwork: { id: string } }>(
      api,
      '/api/gallery',
      postJson({
        idempotencyKey: crypto.randomUUID(),
        title: `Durability ${n}`,
        document: sampleDocument(),
        thumbnail: tinyPng,
      }),
    );
    return body.artwork.id;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (await db.selectFrom('artworks').select('id').where('id', 'in', chunk).execute()).map((row) => row.id),
    ),
};

/** Consent-ledger records, posted anonymously as the consent notice does. */
const consents: WriteKind = {
  name: 'consent records',
  async write(api) {
    return (
      await send<{ id: string }>(api, '/api/consents', { ...postJson(testConsentRecord()), auth: false })
    ).id;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (await db.selectFrom('consent_records').select('id').where('id', 'in', chunk).execute()).map(
        (row) => row.id,
      ),
    ),
};

/** Analytics track calls, signed out: the stated id is stored as the distinct id, so it is the key. */
const analytics: WriteKind = {
  name: 'analytics events',
  async write(api, n) {
    const distinctId = `durability-${n}`;
    await send(api, '/api/analytics/track', {
      ...postJson({ event: 'durability_probe', properties: { n }, userId: distinctId }),
      auth: false,
    });
    return distinctId;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (
        await db
          .selectFrom('analytics_events')
          .select('distinct_id')
          .where('distinct_id', 'in', chunk)
          .execute()
      )
        .map((row) => row.distinct_id)
        .filter((id) => id !== null),
    ),
};

/** Admin changes: feature flags, each with its audit entry in the same transaction. */
const featureFlags: WriteKind = {
  name: 'admin: feature flags',
  async write(api, n) {
    return (
      await send<{ id: string }>(api, '/api/admin/feature-flags', postJson({ key: `${flagKeyPrefix}${n}` }))
    ).id;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (await db.selectFrom('feature_flags').select('id').where('id', 'in', chunk).execute()).map(
        (row) => row.id,
      ),
    ),
};

/** Admin changes with an upload: image categories with an SVG icon (a file, then rows and audit). */
const categories: WriteKind = {
  name: 'admin: categories with icons',
  async write(api, n) {
    const form = formOf(
      { name: `${categoryNamePrefix}${n}`, alt: `Durability icon ${n}`, color: '#2DD4BF' },
      { field: 'icon', name: 'icon.svg', body: squareSvg, type: 'image/svg+xml' },
    );
    return (await send<{ id: string }>(api, '/api/admin/content/categories', { method: 'POST', body: form }))
      .id;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (await db.selectFrom('image_categories').select('id').where('id', 'in', chunk).execute()).map(
        (row) => row.id,
      ),
    ),
};

/** Stripe webhook events, signed with the SDK's own test signer; this type is only recorded. */
const webhookEvents: WriteKind = {
  name: 'billing webhook events',
  async write(api, n) {
    const event = signedStripeEvent(WEBHOOK_SECRET, {
      type: 'customer.updated',
      object: { id: `cus_durability_${n}`, object: 'customer' },
    });
    await send(api, '/api/billing/webhooks/stripe', {
      method: 'POST',
      body: event.body,
      headers: event.headers,
      auth: false,
    });
    return event.id;
  },
  stored: (db, keys) =>
    foundIn(keys, async (chunk) =>
      (
        await db
          .selectFrom('billing_events')
          .select('event_id')
          .where('provider', '=', 'stripe')
          .where('event_id', 'in', chunk)
          .execute()
      ).map((row) => row.event_id),
    ),
};

/** Every kind the durability test writes, taken in turn so that each advances at the same pace. */
export const writeKinds: readonly WriteKind[] = [
  sessions,
  drawings,
  consents,
  analytics,
  featureFlags,
  categories,
  webhookEvents,
];
