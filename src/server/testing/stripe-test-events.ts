import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { nowMs } from '../clock';

export interface TestEventOptions {
  type: string;
  /** The event's `data.object`, e.g. a subscription or checkout session of the stand-in. */
  object: object;
  /** Defaults to a fresh `evt_…`; reuse one to replay an event. */
  id?: string;
  /** When Stripe signed it, in epoch seconds; defaults to the server clock's now. */
  signedAt?: number;
}

/** A `Stripe-Signature` header for any body, signed by the SDK's own `generateTestHeaderString`. */
export function stripeSignatureHeader(
  secret: string,
  payload: string,
  signedAt = Math.floor(nowMs() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: signedAt });
}

/** A webhook request as Stripe sends it: the event as JSON and its signature, signed with `secret`. */
export function signedStripeEvent(
  secret: string,
  { type, object, id = `evt_test_${randomBytes(8).toString('hex')}`, signedAt }: TestEventOptions,
): { id: string; body: string; headers: Record<string, string> } {
  const timestamp = signedAt ?? Math.floor(nowMs() / 1000);
  const body = JSON.stringify({ id, object: 'event', type, created: timestamp, data: { object } });
  const signature = stripeSignatureHeader(secret, body, timestamp);
  return { id, body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } };
}
