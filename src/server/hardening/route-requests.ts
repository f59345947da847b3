import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { nowMs } from '../clock';
import { imageAssetId } from '../content/seed-content';
import { insertOutboxMail } from '../db/repositories/mail-outbox-repository';
import type { DB } from '../db/schema';
import { bearer, createTestUser, signIn, testPassword } from '../testing/auth-test-kit';
import { goodCard, sessionIdOf } from '../testing/billing-test-kit';
import { consentCookie, testConsentRecord, testConsentSessionId } from '../testing/consent-test-kit';
import { drawingBody, freeImageId, premiumImageId, sessionBody } from '../testing/practice-test-kit';
import { signedStripeEvent } from '../testing/stripe-test-events';
import type { EndpointKey } from './app-endpoints';
import { request, stripeTestEnv, type MatrixWorld } from './matrix-world';

/** Values for the path's `:name` parameters, and `*` for a wildcard. */
export type Params = Record<string, string>;

/** How the matrix calls one endpoint: the smallest request that does what the endpoint is for. */
export interface RouteRequest {
  /** Real ids of the path's parameters; made anew for each call (shared ones through `world.once`). */
  params?: (world: MatrixWorld) => Promise<Params>;
  query?: string;
  /** The JSON body; made anew for each call. */
  json?: (world: MatrixWorld, params: Params) => unknown;
  form?: (world: MatrixWorld, params: Params) => FormData;
  headers?: () => Record<string, string>;
  /**
   * A snapshot of what the endpoint changes: a refused call must leave it as it was, and a call
   * let through with a 2xx answer must change it (which proves the snapshot looks at the right thing).
   */
  effect?: (world: MatrixWorld, params: Params) => Promise<unknown>;
  /** It changes the caller's own account (password, two-factor, subscription): fresh accounts for it. */
  ownAccounts?: { twoFactor: boolean };
  /** Only the app with Stripe as its provider has it. */
  stripe?: true;
  /** signed-link and webhook endpoints: the request with a real signature, which must answer `ok`. */
  opener?: (world: MatrixWorld, params: Params) => Promise<Response>;
}

const rowsQuery = (world: MatrixWorld, table: keyof DB, where?: [string, string]) =>
  sql<Record<string, unknown>>`select * from ${sql.table(table)} ${
    where ? sql`where ${sql.ref(where[0])} = ${where[1]}` : sql``
  } order by 1`
    .execute(world.db)
    .then((result) => result.rows);

/** Effects: every row of a (small) table, the row whose id is the path's `:id`, or the number of rows. */
const table =
  (name: keyof DB) =>
  (world: MatrixWorld): Promise<unknown> =>
    rowsQuery(world, name);
const row =
  (name: keyof DB) =>
  (world: MatrixWorld, params: Params): Promise<unknown> =>
    rowsQuery(world, name, ['id', params.id ?? '']);
const countOf =
  (name: keyof DB) =>
  async (world: MatrixWorld): Promise<unknown> =>
    (await rowsQuery(world, name)).length;

/** A fixture the step-up admin creates through the API: its id. */
const created = async (
  world: MatrixWorld,
  path: string,
  body: unknown,
  stepUp?: 'financial' | 'user-management',
) => world.createdId(await world.asAdmin('POST', path, body, stepUp));
const id = (value: Promise<string>) => value.then((id) => ({ id }));

const newPlan = (world: MatrixWorld) =>
  created(
    world,
    '/api/admin/plans',
    { name: world.unique('Matrix plan'), tier: 'premium', monthlyPriceCents: 0, yearlyPriceCents: 0 },
    'financial',
  );
const newTrial = async (world: MatrixWorld) =>
  created(world, '/api/admin/free-trials', { planId: await newPlan(world), durationDays: 7 });
const newFlag = (world: MatrixWorld) =>
  created(world, '/api/admin/feature-flags', { key: world.unique('matrix-flag') });
const templateBody = (world: MatrixWorld) => ({
  key: world.unique('matrix-template'),
  name: 'Matrix',
  subject: 'Hello',
  body: 'Hello {{ name }}',
  contentType: 'text',
  language: 'en',
});
const newTemplate = (world: MatrixWorld) =>
  created(world, '/api/admin/messaging/templates', templateBody(world));
const ruleTemplateKey = (world: MatrixWorld) =>
  world.once('rule-template', async () => {
    const body = templateBody(world);
    await created(world, '/api/admin/messaging/templates', body);
    return body.key;
  });
const ruleBody = async (world: MatrixWorld) => ({
  name: world.unique('Matrix rule'),
  event: 'streak.reached',
  actions: [{ templateKey: await ruleTemplateKey(world) }],
  enabled: false,
});
const newRule = async (world: MatrixWorld) =>
  created(world, '/api/admin/messaging/rules', await ruleBody(world));
const newServiceAccount = (world: MatrixWorld) =>
  created(world, '/api/admin/service-accounts', { name: world.unique('Matrix job') });
const newToken = async (world: MatrixWorld) =>
  created(world, `/api/admin/service-accounts/${await newServiceAccount(world)}/tokens`, {
    name: 'Matrix token',
    scopes: ['users:read'],
  });
const newUser = async (world: MatrixWorld) => (await createTestUser(world.database)).id;

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const categoryForm = (world: MatrixWorld) =>
  formOf({ name: world.unique('Matrix'), alt: 'Matrix', color: '#0ea5e9' });
const imageForm = (world: MatrixWorld) =>
  formOf({
    title: world.unique('Matrix'),
    alt: 'A wave',
    categoryId: 'mandalas',
    url: 'https://images.example/wave.png',
    kind: 'raster',
  });
const soundtrackForm = (world: MatrixWorld) =>
  formOf({ name: world.unique('Matrix'), url: 'https://audio.example/calm.ogg', mediaType: 'audio/ogg' });
const createdByForm = async (world: MatrixWorld, path: string, form: FormData) =>
  world.createdId(
    await request(world.app, 'POST', path, bearer(world.credentials.stepUpAdmin.accessToken), { form }),
  );
/** The ids of a content table, in reverse order: a change for whoever sends it. */
const reversedOrder = async (world: MatrixWorld, name: 'image_categories' | 'meditation_images') => ({
  ids: (await world.db.selectFrom(name).select('id').orderBy('sort_order').orderBy('id').execute())
    .map((item) => item.id)
    .reverse(),
});

/** The owner's artwork (made once) and a new one for a call that deletes it. */
const artwork = async (world: MatrixWorld) => {
  const response = await world.asOwner('POST', '/api/gallery', drawingBody());
  if (response.status !== 201) throw new Error(`artwork not saved: ${response.status}`);
  return ((await response.json()) as { artwork: { id: string } }).artwork.id;
};
const ownerArtwork = (world: MatrixWorld) => world.once('artwork', () => artwork(world));

/** Another sign-in of the owner: the id of its session. */
const ownerSession = async (world: MatrixWorld) => {
  const { accessToken } = await signIn(world.app, world.credentials.accounts.member.user.email);
  return String(decodeJwt(accessToken)['sid']);
};

/** The session id of the hosted page a billing call (checkout, portal) redirects to. */
const hostedSessionOf = async (response: Response) => {
  if (response.status !== 200) throw new Error(`no hosted page: ${response.status} ${await response.text()}`);
  return sessionIdOf(((await response.json()) as { url: string }).url);
};
const checkout = (world: MatrixWorld, headers: Record<string, string>) =>
  request(world.app, 'POST', '/api/billing/checkout', headers, {
    json: { planId: 'premium', cycle: 'monthly' },
  });
/** A new member's hosted checkout page. */
const checkoutSession = async (world: MatrixWorld) =>
  hostedSessionOf(await checkout(world, await world.newMember()));
/** The hosted portal page of a member who subscribed. */
const portalSession = (world: MatrixWorld) =>
  world.once('portal', async () => {
    const headers = await world.newMember();
    const sessionId = await hostedSessionOf(await checkout(world, headers));
    const payment = { json: { cardNumber: goodCard } };
    await request(world.app, 'POST', `/api/billing/local/checkout/${sessionId}/pay`, {}, payment);
    return hostedSessionOf(await request(world.app, 'POST', '/api/billing/portal', headers));
  });

/** A message that failed for good: what an outbox retry is for. One transaction, so delivery never sees it queued. */
const failedMessage = (world: MatrixWorld) =>
  world.db.transaction().execute(async (trx) => {
    const messageId = await insertOutboxMail(trx, {
      template: 'welcome',
      to: 'failed@example.test',
      subject: 'Welcome',
      text: 'Welcome',
      html: '',
    });
    await trx
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED' })
      .where('id', '=', messageId)
      .execute();
    return messageId;
  });

/** The owner's refresh token of a new sign-in, which a refresh or logout spends. */
const refreshBody = async (world: MatrixWorld) => ({
  refreshToken: (await signIn(world.app, world.credentials.accounts.member.user.email)).refreshToken,
});

/**
 * A console resource: PATCH changes one made once (with `changes` that differ on every call),
 * DELETE removes a new one each time; the resource's row is what both change.
 */
function editable(
  name: string,
  tableName: keyof DB,
  make: (world: MatrixWorld) => Promise<string>,
  changes: Pick<RouteRequest, 'json' | 'form'>,
): { patch: RouteRequest; remove: RouteRequest } {
  return {
    patch: { params: (world) => id(world.once(name, () => make(world))), ...changes, effect: row(tableName) },
    remove: { params: (world) => id(make(world)), effect: row(tableName) },
  };
}

const users = editable('user', 'users', newUser, {
  json: (world) => ({ fullName: world.unique('Managed') }),
});
const plans = editable('plan', 'plans', newPlan, {
  json: (world) => ({ monthlyPriceCents: world.serial() * 100 }),
});
const trials = editable('trial', 'free_trials', newTrial, {
  json: (world) => ({ durationDays: (world.serial() % 300) + 2 }),
});
const flags = editable('flag', 'feature_flags', newFlag, {
  json: (world) => ({ description: world.unique('Matrix') }),
});
const templates = editable('template', 'message_templates', newTemplate, {
  json: (world) => ({ name: world.unique('Matrix') }),
});
const rules = editable('rule', 'routing_rules', newRule, {
  json: (world) => ({ name: world.unique('Matrix rule') }),
});
const categories = editable(
  'category',
  'image_categories',
  (world) => createdByForm(world, '/api/admin/content/categories', categoryForm(world)),
  { form: categoryForm },
);
const images = editable(
  'image',
  'meditation_images',
  (world) => createdByForm(world, '/api/admin/content/images', imageForm(world)),
  { form: (world) => formOf({ title: world.unique('Matrix') }) },
);
const soundtracks = editable(
  'soundtrack',
  'soundtracks',
  (world) => createdByForm(world, '/api/admin/content/soundtracks', soundtrackForm(world)),
  { form: (world) => formOf({ name: world.unique('Matrix') }) },
);

export const routeRequests: Record<EndpointKey, RouteRequest> = {
  'GET /*': { params: async () => ({ '*': 'profile' }) },
  'GET /assets/*': { params: async () => ({ '*': 'matrix.js' }) },
  'GET /config.json': {},
  'GET /api/health': {},
  'GET /api/i18n/bootstrap': {},
  'GET /api/i18n/locale/:locale': { params: async () => ({ locale: 'en' }) },
  'POST /api/test-clock': { json: () => ({ advanceMs: 1 }) },

  'POST /api/auth/register': {
    json: (world) => ({
      name: 'New Member',
      email: `${world.unique('new')}@example.test`,
      password: testPassword,
    }),
  },
  'POST /api/auth/register/verify': {
    json: () => ({ registrationToken: 'not-a-real-token', code: '123456' }),
  },
  'POST /api/auth/login': {
    json: (world) => ({ email: world.credentials.accounts.member.user.email, password: testPassword }),
  },
  'POST /api/auth/two-factor/verify': {
    json: () => ({ challengeToken: 'not-a-real-token', code: '123456' }),
  },
  'POST /api/auth/oauth-session': { json: () => ({ code: 'not-a-real-code' }) },
  'POST /api/auth/refresh': { json: refreshBody },
  'POST /api/auth/logout': { json: refreshBody },
  'POST /api/auth/forgot-password': {
    json: (world) => ({ email: `${world.unique('forgot')}@example.test` }),
  },
  'POST /api/auth/reset-password': {
    json: () => ({ token: 'not-a-real-token', password: 'another-calm-9153' }),
  },
  'GET /api/auth/oauth/providers': {},
  'GET /api/auth/oauth/:provider/start': { params: async () => ({ provider: 'google' }) },
  'GET /api/auth/oauth/:provider/callback': { params: async () => ({ provider: 'google' }) },
  'POST /api/auth/oauth/:provider/callback': { params: async () => ({ provider: 'apple' }) },
  'POST /api/auth/change-password': {
    ownAccounts: { twoFactor: false },
    json: () => ({ currentPassword: testPassword, newPassword: 'another-calm-9153' }),
    effect: table('users'),
  },
  'GET /api/auth/me': {},
  'PATCH /api/auth/me': { json: (world) => ({ name: world.unique('Renamed') }), effect: table('users') },
  'GET /api/auth/sessions': {},
  'DELETE /api/auth/sessions/:id': {
    params: (world) => id(ownerSession(world)),
    effect: row('auth_sessions'),
  },
  'POST /api/auth/2fa/enable': { ownAccounts: { twoFactor: false }, effect: table('users') },
  'POST /api/auth/2fa/verify': {
    ownAccounts: { twoFactor: false },
    json: () => ({ code: '123456' }),
    effect: table('users'),
  },
  'POST /api/auth/2fa/disable': { ownAccounts: { twoFactor: true }, effect: table('users') },
  'POST /api/auth/2fa/recovery-codes': { ownAccounts: { twoFactor: true }, effect: table('recovery_codes') },
  'POST /api/auth/escalation': { json: () => ({ reason: 'phi', mode: 'acknowledge' }) },
  'POST /api/auth/reauthenticate': {
    json: () => ({ password: testPassword, reason: 'admin', mode: 'password' }),
  },

  'GET /api/content/preview': {},
  'GET /api/content/categories': {},
  'GET /api/content/images': {},
  'GET /api/content/images/:id': { params: async () => ({ id: freeImageId }) },
  'GET /api/content/soundtracks': {},
  'GET /api/content/assets/:assetId': {
    params: async () => ({ assetId: imageAssetId(premiumImageId) }),
    opener: async (world, { assetId = '' }) =>
      request(
        world.app,
        'GET',
        await world.signer.signPath(`/api/content/assets/${assetId}`, 'asset', assetId),
        {},
      ),
  },

  'POST /api/practice/sessions': { json: () => sessionBody(nowMs()), effect: countOf('practice_sessions') },
  'GET /api/practice/summary': { query: 'tz=Europe/Berlin' },
  'GET /api/preferences': {},
  'PUT /api/preferences': {
    json: () => ({ sessionLength: 15, soundtrackId: 'soft-rain', introShown: true }),
    effect: table('member_preferences'),
  },
  'POST /api/gallery': { json: () => drawingBody(), effect: countOf('artworks') },
  'GET /api/gallery': {},
  'GET /api/gallery/:id': { params: (world) => id(ownerArtwork(world)) },
  'DELETE /api/gallery/:id': { params: (world) => id(artwork(world)), effect: row('artworks') },
  'GET /api/gallery/:id/thumbnail': {
    params: (world) => id(ownerArtwork(world)),
    opener: async (world, params) =>
      request(
        world.app,
        'GET',
        await world.signer.signPath(`/api/gallery/${params.id}/thumbnail`, 'thumbnail', params.id ?? ''),
        {},
      ),
  },

  'GET /api/plans': {},
  'GET /api/billing/subscription': {},
  'POST /api/billing/checkout': {
    json: () => ({ planId: 'premium', cycle: 'monthly' }),
    effect: countOf('local_checkout_sessions'),
  },
  'POST /api/billing/portal': { effect: countOf('local_portal_sessions') },
  'POST /api/billing/cancel': {
    ownAccounts: { twoFactor: false },
    json: () => ({ when: 'now' }),
    effect: table('subscriptions'),
  },
  'POST /api/billing/resume': { ownAccounts: { twoFactor: false }, effect: table('subscriptions') },
  'POST /api/billing/change-plan': {
    ownAccounts: { twoFactor: false },
    json: () => ({ planId: 'premium', cycle: 'yearly' }),
    effect: table('subscriptions'),
  },
  'POST /api/billing/trial': {
    ownAccounts: { twoFactor: false },
    json: () => ({ planId: 'premium' }),
    effect: countOf('member_trials'),
  },
  'GET /api/billing/local/checkout/:sessionId': {
    params: async (world) => ({ sessionId: await world.once('checkout', () => checkoutSession(world)) }),
  },
  'POST /api/billing/local/checkout/:sessionId/pay': {
    params: async (world) => ({ sessionId: await checkoutSession(world) }),
    json: () => ({ cardNumber: goodCard }),
    effect: table('local_checkout_sessions'),
  },
  'GET /api/billing/local/portal/:sessionId': {
    params: async (world) => ({ sessionId: await portalSession(world) }),
  },
  'POST /api/billing/local/portal/:sessionId/cancel': {
    params: async (world) => ({ sessionId: await portalSession(world) }),
  },
  'POST /api/billing/local/portal/:sessionId/resume': {
    // Set to end first, so there is something to resume.
    params: async (world) => {
      const sessionId = await portalSession(world);
      await request(world.app, 'POST', `/api/billing/local/portal/${sessionId}/cancel`, {});
      return { sessionId };
    },
  },
  'POST /api/billing/webhooks/stripe': {
    stripe: true,
    json: () => ({ id: 'evt_unsigned', type: 'customer.created', data: { object: {} } }),
    effect: countOf('billing_events'),
    opener: (world) => {
      const event = signedStripeEvent(stripeTestEnv.STRIPE_WEBHOOK_SECRET, {
        type: 'customer.created',
        object: {},
      });
      return request(world.stripeApp, 'POST', '/api/billing/webhooks/stripe', event.headers, {
        text: event.body,
      });
    },
  },

  'GET /api/flags': {},
  'GET /api/consent/me': {},
  'POST /api/consent': {
    headers: () => consentCookie(testConsentSessionId()),
    json: () => ({ consentType: 'cookie', status: true }),
  },
  'POST /api/consents': { json: () => testConsentRecord() },
  'POST /api/analytics/track': { json: () => ({ event: 'page_view' }) },
  'POST /api/analytics/identify': { json: () => ({ userId: 'anonymous-matrix' }) },

  'GET /api/admin/users': {},
  'POST /api/admin/users': {
    json: (world) => ({
      email: `${world.unique('managed')}@example.test`,
      fullName: 'Managed Member',
      role: 'user',
    }),
    effect: countOf('users'),
  },
  'PATCH /api/admin/users/:id': users.patch,
  'DELETE /api/admin/users/:id': users.remove,
  'GET /api/admin/service-accounts': {},
  'POST /api/admin/service-accounts': {
    json: (world) => ({ name: world.unique('Matrix job') }),
    effect: countOf('service_accounts'),
  },
  'PATCH /api/admin/service-accounts/:id': {
    params: (world) => id(world.once('service-account', () => newServiceAccount(world))),
    json: (world) => ({ description: world.unique('Matrix') }),
    effect: row('service_accounts'),
  },
  'GET /api/admin/service-accounts/:id/tokens': {
    params: (world) => id(world.once('service-account', () => newServiceAccount(world))),
  },
  'POST /api/admin/service-accounts/:id/tokens': {
    params: (world) => id(world.once('service-account', () => newServiceAccount(world))),
    json: () => ({ name: 'Matrix token', scopes: ['reports:read'] }),
    effect: countOf('api_tokens'),
  },
  'POST /api/admin/tokens/:id/revoke': {
    params: (world) => id(newToken(world)),
    json: () => ({ reason: 'Authorization matrix' }),
    effect: row('api_tokens'),
  },
  'GET /api/admin/audit': {},
  'GET /api/admin/consents': {},
  'GET /api/admin/consents/export.csv': {},

  'GET /api/admin/plans': {},
  'POST /api/admin/plans': {
    json: (world) => ({
      name: world.unique('Matrix plan'),
      tier: 'premium',
      monthlyPriceCents: 500,
      yearlyPriceCents: 5000,
    }),
    effect: countOf('plans'),
  },
  'PATCH /api/admin/plans/:id': plans.patch,
  'DELETE /api/admin/plans/:id': plans.remove,
  'GET /api/admin/free-trials': {},
  'POST /api/admin/free-trials': {
    json: async (world) => ({ planId: await newPlan(world), durationDays: 7 }),
    effect: countOf('free_trials'),
  },
  'PATCH /api/admin/free-trials/:id': trials.patch,
  'DELETE /api/admin/free-trials/:id': trials.remove,
  'GET /api/admin/overview': {},
  'GET /api/admin/analytics/daily': {},
  'GET /api/admin/feature-flags': {},
  'POST /api/admin/feature-flags': {
    json: (world) => ({ key: world.unique('matrix-flag') }),
    effect: countOf('feature_flags'),
  },
  'PATCH /api/admin/feature-flags/:id': flags.patch,
  'DELETE /api/admin/feature-flags/:id': flags.remove,
  'GET /api/admin/messaging/templates': {},
  'POST /api/admin/messaging/templates': { json: templateBody, effect: countOf('message_templates') },
  'POST /api/admin/messaging/templates/preview': {
    json: () => ({ subject: 'Hello', body: 'Hello {{ name }}', contentType: 'text' }),
  },
  'POST /api/admin/messaging/templates/test-send': {
    json: () => ({ subject: 'Hello', body: 'Hello {{ name }}', contentType: 'text' }),
    effect: countOf('mail_outbox'),
  },
  'PATCH /api/admin/messaging/templates/:id': templates.patch,
  'DELETE /api/admin/messaging/templates/:id': templates.remove,
  'GET /api/admin/messaging/rules': {},
  'POST /api/admin/messaging/rules': { json: ruleBody, effect: countOf('routing_rules') },
  'PATCH /api/admin/messaging/rules/:id': rules.patch,
  'DELETE /api/admin/messaging/rules/:id': rules.remove,
  'GET /api/admin/messaging/outbox': {},
  'POST /api/admin/messaging/outbox/:id/retry': {
    params: (world) => id(failedMessage(world)),
    effect: row('mail_outbox'),
  },
  'GET /api/admin/content/categories': {},
  'POST /api/admin/content/categories': { form: categoryForm, effect: countOf('image_categories') },
  'PUT /api/admin/content/categories/order': {
    json: (world) => reversedOrder(world, 'image_categories'),
    effect: table('image_categories'),
  },
  'PATCH /api/admin/content/categories/:id': categories.patch,
  'DELETE /api/admin/content/categories/:id': categories.remove,
  'GET /api/admin/content/images': {},
  'POST /api/admin/content/images': { form: imageForm, effect: countOf('meditation_images') },
  'PUT /api/admin/content/images/order': {
    json: (world) => reversedOrder(world, 'meditation_images'),
    effect: table('meditation_images'),
  },
  'PATCH /api/admin/content/images/:id': images.patch,
  'DELETE /api/admin/content/images/:id': images.remove,
  'GET /api/admin/content/soundtracks': {},
  'POST /api/admin/content/soundtracks': { form: soundtrackForm, effect: countOf('soundtracks') },
  'PATCH /api/admin/content/soundtracks/:id': soundtracks.patch,
  'DELETE /api/admin/content/soundtracks/:id': soundtracks.remove,

  'GET /api/openapi.json': {},
  'GET /api/v1/users': {},
  'GET /api/v1/content/images': {},
  'PATCH /api/v1/content/images/:id': {
    params: async () => ({ id: freeImageId }),
    json: (world) => ({ sortOrder: world.serial() + 500 }),
    effect: row('meditation_images'),
  },
  'GET /api/v1/reports/practice': {},
};
