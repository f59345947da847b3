import { z } from 'zod';

const stripeId = z.string().min(1).max(255);
/** An id field Stripe may send as the id or, expanded, as the object. */
const reference = z.union([stripeId, z.object({ id: stripeId }).transform((object) => object.id)]);

/** The envelope of every Stripe event: what is needed to record it, whatever its type. */
export const stripeEventSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventEnvelope = z.infer<typeof stripeEventSchema>;

const checkoutSession = z.object({
  subscription: reference.nullish(),
  client_reference_id: z.string().max(255).nullish(),
});
const subscription = z.object({ id: stripeId });
// Invoices name their subscription under `parent` since API version 2025-03-31, at the top before.
const invoice = z.object({
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
  subscription: reference.nullish(),
});

export interface SubscriptionReference {
  subscriptionId: string;
  /** The member a checkout session names, should the subscription's metadata not. */
  userIdHint: string | null;
}

/**
 * The subscription an event is about, for the events that change one; null for every other
 * event, and for these when they carry none (a checkout that bought no subscription).
 */
export function subscriptionReferenceOf({ type, data }: StripeEventEnvelope): SubscriptionReference | null {
  switch (type) {
    case 'checkout.session.completed': {
      const session = checkoutSession.safeParse(data.object).data;
      return session?.subscription
        ? { subscriptionId: session.subscription, userIdHint: session.client_reference_id ?? null }
        : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const id = subscription.safeParse(data.object).data?.id;
      return id ? { subscriptionId: id, userIdHint: null } : null;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parsed = invoice.safeParse(data.object).data;
      const id = parsed?.parent?.subscription_details?.subscription ?? parsed?.subscription;
      return id ? { subscriptionId: id, userIdHint: null } : null;
    }
    default:
      return null;
  }
}
