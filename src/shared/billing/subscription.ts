import { z } from 'zod';
import { IsoTimeSchema as isoTime } from '../practice/iso-time';
import { billingCycles, planTiers } from './plans';

/** A member's subscription as the product shows it (issue 11 item 6). */
export const subscriptionStatuses = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** `GET /api/billing/subscription`: the member's own, never anyone else's. */
export const subscriptionResponseSchema = z.object({
  /** The plan whose access the member has now: Free when status is none or canceled. */
  plan: z.object({ id: z.string(), name: z.string(), tier: z.enum(planTiers) }),
  status: z.enum(subscriptionStatuses),
  /** The running subscription's cycle; null without one (a trial has none). */
  cycle: z.enum(billingCycles).nullable(),
  /** When the paid period ends (renews, or ends when cancelAtPeriodEnd); null without one. */
  currentPeriodEnd: isoTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the member's free trial ends, while it runs; null otherwise. */
  trialEndsAt: isoTime.nullable(),
  /** A downgrade waiting for the period end: the plan and cycle it switches to then. */
  scheduledChange: z
    .object({
      plan: z.object({ id: z.string(), name: z.string() }),
      cycle: z.enum(billingCycles),
      at: isoTime,
    })
    .nullable(),
  /** Whether the member has used their one free trial (one per account, for life). */
  trialUsed: z.boolean(),
  /** The member is a customer of the payment provider: its portal (invoices, card) is open to them. */
  hasBillingAccount: z.boolean(),
  /** The payment provider's test mode (the local provider): the UI marks it. */
  testMode: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

const planId = z.string().trim().min(1, 'planId is required').max(100);

/** `POST /api/billing/checkout` → `{url}` of the provider's hosted checkout. */
export const checkoutRequestSchema = z.strictObject({ planId, cycle: z.enum(billingCycles) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `POST /api/billing/change-plan` (step-up 'financial'): upgrade now, downgrade at period end. */
export const changePlanRequestSchema = checkoutRequestSchema;
export type ChangePlanRequest = CheckoutRequest;

/** `POST /api/billing/cancel`: at period end (recommended) or now (step-up 'financial'). */
export const cancelRequestSchema = z.strictObject({ when: z.enum(['period_end', 'now']) });
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** `POST /api/billing/trial`: the member's one free trial of a plan that offers one. */
export const trialRequestSchema = z.strictObject({ planId });
export type TrialRequest = z.infer<typeof trialRequestSchema>;

/** `POST /api/billing/checkout` and `POST /api/billing/portal` answer where to send the browser. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
