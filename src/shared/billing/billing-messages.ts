/** Texts and stable codes of the billing API's errors (`{message, code}`). */
export const billingMessages = {
  unknownPlan: 'Unknown plan',
  planInactive: 'This plan is not available',
  freePlanCheckout: 'The Free plan needs no checkout',
  alreadySubscribed: 'You already have a subscription: change its plan instead',
  noSubscription: 'You have no subscription',
  downgradeAcrossCycles:
    'A lower plan on another billing cycle can only begin when this period ends: cancel at period end, then subscribe to it',
  unsettledSubscription:
    'Your last subscription is still open with the payment provider: settle it with Manage billing first',
  samePlan: 'You are already on this plan and cycle',
  notCancelled: 'Your subscription is not set to end',
  noTrial: 'This plan offers no free trial',
  trialUsed: 'You have already used your free trial',
  trialWhileSubscribed: 'You already have a subscription',
  noCustomer: 'You have no billing account yet: subscribe first',
  providerUnavailable:
    'The payment provider could not be reached: nothing was changed. Try again in a moment.',
  webhookSignature: 'Invalid webhook signature',
  webhookPayload: 'Invalid webhook payload',
  cardDeclined: 'Your card was declined. No payment was taken.',
  cardInvalid: 'Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
  checkoutExpired: 'This checkout has expired or was already used. Start again from the pricing page.',
  freePlanChange: 'To move to the Free plan, cancel your subscription',
  tooManyPayAttempts: 'Too many payment attempts. Start again from the pricing page.',
  otherProvider:
    'Your subscription is with a payment provider this site no longer uses. Please contact support.',
} as const;

export const billingErrorCodes = {
  validationFailed: 'validation_failed',
  unknownPlan: 'unknown_plan',
  planInactive: 'plan_inactive',
  conflict: 'billing_conflict',
  trialUsed: 'trial_used',
  noCustomer: 'no_customer',
  webhookInvalid: 'webhook_invalid',
  providerUnavailable: 'provider_unavailable',
  cardDeclined: 'card_declined',
  cardInvalid: 'card_invalid',
  checkoutExpired: 'checkout_expired',
  tooManyPayAttempts: 'too_many_attempts',
} as const;
