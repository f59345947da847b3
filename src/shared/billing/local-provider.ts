import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';
import { billingCycles, planTiers } from './plans';

/**
 * The local test-mode provider's hosted pages (`/billing/local/checkout/:sessionId` and
 * `/billing/local/portal/:sessionId`, SPA routes) and their API under `/api/billing/local/`.
 * A session id is an unguessable, short-lived capability, like a Stripe Checkout URL: the pages
 * need no sign-in. Unknown, expired or used sessions answer 404 `billingMessages.checkoutExpired`.
 */

/** `GET /api/billing/local/checkout/:sessionId` */
export const localCheckoutSchema = z.object({
  plan: z.object({ name: z.string(), tier: z.enum(planTiers) }),
  cycle: z.enum(billingCycles),
  /** What the card is charged now, in US cents. */
  amountCents: z.number().int().nonnegative(),
  email: z.string(),
  expiresAt: IsoTimeSchema,
  /** Where "Back" (cancel) goes: the cancelUrl given to checkout. */
  cancelUrl: z.string(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

/** `POST /api/billing/local/checkout/:sessionId/pay` → 200 {url} (the success URL), 402 declined, 400 other cards. */
export const localPayRequestSchema = z.strictObject({
  /** Digits, spaces allowed: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
  cardNumber: z.string().max(40),
});
export type LocalPayRequest = z.infer<typeof localPayRequestSchema>;

/** `GET /api/billing/local/portal/:sessionId` */
export const localPortalSchema = z.object({
  email: z.string(),
  subscription: z
    .object({
      planName: z.string(),
      cycle: z.enum(billingCycles),
      status: z.enum(['active', 'past_due', 'canceled']),
      amountCents: z.number().int().nonnegative(),
      currentPeriodEnd: IsoTimeSchema,
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Where "Return to Quietline" goes. */
  returnUrl: z.string(),
});
export type LocalPortal = z.infer<typeof localPortalSchema>;

/** `POST /api/billing/local/portal/:sessionId/cancel` (at period end) and `/resume` → the portal again. */
