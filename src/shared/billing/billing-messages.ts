/** Texts and stable codes of the billing API's errors (`{message, code}`). */
export const billingMessages = {
  unknownPlan: 'Unknown plan',
  planInactive: 'This plan is not available',
  freePlanCheckout: 'The Free plan needs no checkout',
  alreadySubscribed: 'You already have a subscription: change its plan instead',
  noSubscription: 'You have no subscription',
  samePlan: 'You are already on this plan and cycle',
  notCancelled: 'Your subscription is not set to end',
  noTrial: 'This plan offers no free trial',
  trialUsed: 'You have already used your free trial',
  trialWhileSubscribed: 'You already have a subscription',
  noCustomer: 'You have no billing account yet: subscribe first',
  webhookSignature: 'Invalid webhook signature',
  webhookPayload: 'Invalid webhook payload',
  cardDeclined: 'Your card was declined. No payment was taken.',
  cardInvalid: 'Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
  checkoutExpired: 'This checkout has expired or was already used. Start again from the pricing page.',
} as const;

export const billingErrorCodes = {
  validationFailed: 'validation_failed',
  unknownPlan: 'unknown_plan',
  planInactive: 'plan_inactive',
  conflict: 'billing_conflict',
  trialUsed: 'trial_used',
  noCustomer: 'no_customer',
  webhookInvalid: 'webhook_invalid',
  cardDeclined: 'card_declined',
} as const;
