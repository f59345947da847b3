import { Hono } from 'hono';
import Stripe from 'stripe';
import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { bodyLimit } from '../../http/body-limit';
import type { AuthContext } from '../../services/auth/auth-context';
import { processStripeEvent } from '../../services/billing/stripe/process-stripe-event';
import { createStripeClient } from '../../services/billing/stripe/stripe-client';
import {
  stripeEventSchema,
  type StripeEventEnvelope,
} from '../../services/billing/stripe/stripe-event-reference';

/** Stripe's events are a few kilobytes; a subscription with many items stays far below this. */
const maxEventBytes = 256 * 1024;
/** Seconds a signature stays valid: Stripe's default, which replays older than this fail. */
const signatureToleranceSeconds = 300;
/** Read by Stripe's delivery log, not by members: no translation. */
const providerUnavailable = 'Stripe could not be reached to fetch the subscription; retry later';

function readEvent(
  raw: string,
  signature: string | undefined,
  secret: string,
  receivedAtMs: number,
): StripeEventEnvelope {
  let event: unknown;
  try {
    // The SDK verifies the signature and its age, then parses; the app's clock, so tests can move it.
    event = Stripe.webhooks.constructEvent(
      raw,
      signature ?? '',
      secret,
      signatureToleranceSeconds,
      undefined,
      receivedAtMs,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new ApiError(400, billingMessages.webhookSignature, billingErrorCodes.webhookInvalid);
    throw new ApiError(400, billingMessages.webhookPayload, billingErrorCodes.webhookInvalid);
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success)
    throw new ApiError(400, billingMessages.webhookPayload, billingErrorCodes.webhookInvalid);
  return parsed.data;
}

/**
 * POST /api/billing/webhooks/stripe: Stripe's events, verified on the raw body with the endpoint's
 * signing secret. It needs no member (Stripe calls it), so it is mounted outside requireMember.
 * Without Stripe configured it does not exist (404).
 */
export function createStripeWebhookRoutes(deps: Pick<AuthContext, 'env' | 'db' | 'clock'>) {
  const { env, clock } = deps;
  const routes = new Hono<AppEnv>();
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey || !webhookSecret) return routes;
  const stripe = createStripeClient({ secretKey, apiUrl: env.STRIPE_API_URL });
  return routes.post('/', bodyLimit({ maxBytes: maxEventBytes }), async (c) => {
    const raw = await c.req.text();
    const event = readEvent(raw, c.req.header('Stripe-Signature'), webhookSecret, clock.nowMs());
    const { outcome, subscriptionApplied } = await processStripeEvent(deps, stripe, event).catch(
      (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        // Nothing was stored: Stripe retries the event later, and it applies then.
        c.var.logger.warn(
          { eventId: event.id, type: event.type, stripeError: error.type },
          'stripe event deferred',
        );
        throw new ApiError(503, providerUnavailable, 'provider_unavailable', { 'Retry-After': '60' });
      },
    );
    c.var.logger.info({ eventId: event.id, type: event.type, outcome, subscriptionApplied }, 'stripe event');
    return c.json({ received: true, outcome });
  });
}
