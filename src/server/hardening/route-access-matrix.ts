import type { ApiScope } from '../../shared/admin/service-accounts';
import type { EscalationCategory } from '../../shared/auth/escalation';
import type { EndpointKey } from './app-endpoints';

interface Answers {
  /** What a caller the endpoint lets through gets for the matrix's minimal request. */
  ok: number;
  /** The step-up it needs besides the access token (sent by every signed-in principal). */
  stepUp?: EscalationCategory;
}

/**
 * Who an endpoint lets through:
 * - public: credentials are not looked at;
 * - optional: signed out or signed in, but a bearer that is not a live access token is 401;
 * - member: any signed-in account; owner: only the signed-in owner of the resource in the path,
 *   anyone else signed in gets `refused` (the resource is not theirs to know of);
 * - staff: editors and admins; admin: admins only;
 * - scope: a service account's token with `scope`;
 * - link: the unguessable id in the path is the capability (a hosted checkout page);
 * - signed-link, webhook: only a URL signature or a signed body opens it. The matrix's requests
 *   carry neither, so every caller, whatever its credentials, gets `refused`; the test opens each
 *   once with a real signature.
 */
export type RouteAccess =
  | (Answers & { access: 'public' | 'optional' | 'member' | 'staff' | 'admin' | 'link' })
  /** `refused`: what everyone the endpoint does not let through gets instead of 401 or 403. */
  | (Answers & { access: 'owner' | 'signed-link' | 'webhook'; refused: number })
  | (Answers & { access: 'scope'; scope: ApiScope });

/**
 * The expected access of every endpoint of the app, keyed as Hono registers it. The test derives
 * each principal's expected status from it (expected-status.ts) and fails for an endpoint of the
 * app without an entry here, and for an entry no endpoint has.
 */
export const routeAccessMatrix: Record<EndpointKey, RouteAccess> = {
  // The client build and the runtime configuration.
  'GET /*': { access: 'public', ok: 200 },
  'GET /assets/*': { access: 'public', ok: 200 },
  'GET /config.json': { access: 'public', ok: 200 },
  'GET /api/health': { access: 'public', ok: 200 },
  'GET /api/i18n/bootstrap': { access: 'public', ok: 200 },
  'GET /api/i18n/locale/:locale': { access: 'public', ok: 200 },
  // Test servers only (NODE_ENV=test or TEST_CLOCK_CONTROL), and only callers on this machine.
  'POST /api/test-clock': { access: 'public', ok: 200 },

  // Accounts: the credential is the body (password, code, token), not a bearer.
  'POST /api/auth/register': { access: 'public', ok: 202 },
  'POST /api/auth/register/verify': { access: 'public', ok: 400 },
  'POST /api/auth/login': { access: 'public', ok: 200 },
  'POST /api/auth/two-factor/verify': { access: 'public', ok: 401 },
  'POST /api/auth/oauth-session': { access: 'public', ok: 401 },
  'POST /api/auth/refresh': { access: 'public', ok: 200 },
  'POST /api/auth/logout': { access: 'public', ok: 204 },
  'POST /api/auth/forgot-password': { access: 'public', ok: 200 },
  'POST /api/auth/reset-password': { access: 'public', ok: 400 },
  'GET /api/auth/oauth/providers': { access: 'public', ok: 200 },
  'GET /api/auth/oauth/:provider/start': { access: 'public', ok: 404 },
  'GET /api/auth/oauth/:provider/callback': { access: 'public', ok: 404 },
  'POST /api/auth/oauth/:provider/callback': { access: 'public', ok: 404 },
  // The signed-in account.
  'POST /api/auth/change-password': { access: 'member', ok: 204 },
  'GET /api/auth/me': { access: 'member', ok: 200 },
  'PATCH /api/auth/me': { access: 'member', ok: 200 },
  'GET /api/auth/sessions': { access: 'member', ok: 200 },
  'DELETE /api/auth/sessions/:id': { access: 'owner', ok: 204, refused: 404 },
  'POST /api/auth/2fa/enable': { access: 'member', ok: 200, stepUp: 'security-settings' },
  'POST /api/auth/2fa/verify': { access: 'member', ok: 409 },
  'POST /api/auth/2fa/disable': { access: 'member', ok: 204, stepUp: 'security-settings' },
  'POST /api/auth/2fa/recovery-codes': { access: 'member', ok: 200, stepUp: 'security-settings' },
  'POST /api/auth/escalation': { access: 'member', ok: 200 },
  'POST /api/auth/reauthenticate': { access: 'member', ok: 200 },

  // The catalogue: a free preview for everyone, the rest for members; asset files by signature.
  'GET /api/content/preview': { access: 'public', ok: 200 },
  'GET /api/content/categories': { access: 'member', ok: 200 },
  'GET /api/content/images': { access: 'member', ok: 200 },
  'GET /api/content/images/:id': { access: 'member', ok: 200 },
  'GET /api/content/soundtracks': { access: 'member', ok: 200 },
  'GET /api/content/assets/:assetId': { access: 'signed-link', ok: 200, refused: 403 },

  // The member's own practice, preferences and gallery.
  'POST /api/practice/sessions': { access: 'member', ok: 201 },
  'GET /api/practice/summary': { access: 'member', ok: 200 },
  'GET /api/preferences': { access: 'member', ok: 200 },
  'PUT /api/preferences': { access: 'member', ok: 200 },
  'POST /api/gallery': { access: 'member', ok: 201 },
  'GET /api/gallery': { access: 'member', ok: 200 },
  'GET /api/gallery/:id': { access: 'owner', ok: 200, refused: 404 },
  'DELETE /api/gallery/:id': { access: 'owner', ok: 204, refused: 404 },
  'GET /api/gallery/:id/thumbnail': { access: 'signed-link', ok: 200, refused: 403 },

  // Plans and the member's own subscription.
  'GET /api/plans': { access: 'public', ok: 200 },
  'GET /api/billing/subscription': { access: 'member', ok: 200 },
  'POST /api/billing/checkout': { access: 'member', ok: 200 },
  'POST /api/billing/portal': { access: 'member', ok: 409 },
  'POST /api/billing/cancel': { access: 'member', ok: 409, stepUp: 'financial' },
  'POST /api/billing/resume': { access: 'member', ok: 409 },
  'POST /api/billing/change-plan': { access: 'member', ok: 409, stepUp: 'financial' },
  'POST /api/billing/trial': { access: 'member', ok: 200 },
  // The local test-mode provider's hosted pages (only while it is the provider).
  'GET /api/billing/local/checkout/:sessionId': { access: 'link', ok: 200 },
  'POST /api/billing/local/checkout/:sessionId/pay': { access: 'link', ok: 200 },
  'GET /api/billing/local/portal/:sessionId': { access: 'link', ok: 200 },
  'POST /api/billing/local/portal/:sessionId/cancel': { access: 'link', ok: 200 },
  'POST /api/billing/local/portal/:sessionId/resume': { access: 'link', ok: 200 },
  // Stripe's events (only while Stripe is the provider).
  'POST /api/billing/webhooks/stripe': { access: 'webhook', ok: 200, refused: 400 },

  // Flags, consent and analytics: for everyone, as the signed-in account when there is one.
  'GET /api/flags': { access: 'optional', ok: 200 },
  'GET /api/consent/me': { access: 'optional', ok: 200 },
  'POST /api/consent': { access: 'optional', ok: 204 },
  'POST /api/consents': { access: 'public', ok: 201 },
  'POST /api/analytics/track': { access: 'optional', ok: 204 },
  'POST /api/analytics/identify': { access: 'optional', ok: 204 },

  // The console: user management, service accounts, audit and consent ledger for admins only.
  'GET /api/admin/users': { access: 'admin', ok: 200, stepUp: 'user-management' },
  'POST /api/admin/users': { access: 'admin', ok: 201, stepUp: 'user-management' },
  'PATCH /api/admin/users/:id': { access: 'admin', ok: 200, stepUp: 'user-management' },
  'DELETE /api/admin/users/:id': { access: 'admin', ok: 204, stepUp: 'user-management' },
  'GET /api/admin/service-accounts': { access: 'admin', ok: 200 },
  'POST /api/admin/service-accounts': { access: 'admin', ok: 201 },
  'PATCH /api/admin/service-accounts/:id': { access: 'admin', ok: 200 },
  'GET /api/admin/service-accounts/:id/tokens': { access: 'admin', ok: 200 },
  'POST /api/admin/service-accounts/:id/tokens': { access: 'admin', ok: 201 },
  'POST /api/admin/tokens/:id/revoke': { access: 'admin', ok: 200 },
  'GET /api/admin/audit': { access: 'admin', ok: 200 },
  'GET /api/admin/consents': { access: 'admin', ok: 200 },
  'GET /api/admin/consents/export.csv': { access: 'admin', ok: 200 },
  // The console areas editors share: plans, trials, flags, messaging, content, reports.
  'GET /api/admin/plans': { access: 'staff', ok: 200 },
  'POST /api/admin/plans': { access: 'staff', ok: 201, stepUp: 'financial' },
  'PATCH /api/admin/plans/:id': { access: 'staff', ok: 200, stepUp: 'financial' },
  'DELETE /api/admin/plans/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/free-trials': { access: 'staff', ok: 200 },
  'POST /api/admin/free-trials': { access: 'staff', ok: 201 },
  'PATCH /api/admin/free-trials/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/free-trials/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/overview': { access: 'staff', ok: 200 },
  'GET /api/admin/analytics/daily': { access: 'staff', ok: 200 },
  'GET /api/admin/feature-flags': { access: 'staff', ok: 200 },
  'POST /api/admin/feature-flags': { access: 'staff', ok: 201 },
  'PATCH /api/admin/feature-flags/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/feature-flags/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/messaging/templates': { access: 'staff', ok: 200 },
  'POST /api/admin/messaging/templates': { access: 'staff', ok: 201 },
  'POST /api/admin/messaging/templates/preview': { access: 'staff', ok: 200 },
  'POST /api/admin/messaging/templates/test-send': { access: 'staff', ok: 202 },
  'PATCH /api/admin/messaging/templates/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/messaging/templates/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/messaging/rules': { access: 'staff', ok: 200 },
  'POST /api/admin/messaging/rules': { access: 'staff', ok: 201 },
  'PATCH /api/admin/messaging/rules/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/messaging/rules/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/messaging/outbox': { access: 'staff', ok: 200 },
  'POST /api/admin/messaging/outbox/:id/retry': { access: 'staff', ok: 200 },
  'GET /api/admin/content/categories': { access: 'staff', ok: 200 },
  'POST /api/admin/content/categories': { access: 'staff', ok: 201 },
  'PUT /api/admin/content/categories/order': { access: 'staff', ok: 204 },
  'PATCH /api/admin/content/categories/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/content/categories/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/content/images': { access: 'staff', ok: 200 },
  'POST /api/admin/content/images': { access: 'staff', ok: 201 },
  'PUT /api/admin/content/images/order': { access: 'staff', ok: 204 },
  'PATCH /api/admin/content/images/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/content/images/:id': { access: 'staff', ok: 204 },
  'GET /api/admin/content/soundtracks': { access: 'staff', ok: 200 },
  'POST /api/admin/content/soundtracks': { access: 'staff', ok: 201 },
  'PATCH /api/admin/content/soundtracks/:id': { access: 'staff', ok: 200 },
  'DELETE /api/admin/content/soundtracks/:id': { access: 'staff', ok: 204 },

  // The machine API: service tokens by scope; its document is public.
  'GET /api/openapi.json': { access: 'public', ok: 200 },
  'GET /api/v1/users': { access: 'scope', scope: 'users:read', ok: 200 },
  'GET /api/v1/content/images': { access: 'scope', scope: 'content:read', ok: 200 },
  'PATCH /api/v1/content/images/:id': { access: 'scope', scope: 'content:write', ok: 200 },
  'GET /api/v1/reports/practice': { access: 'scope', scope: 'reports:read', ok: 200 },
};
