/**
 * How long a subscription whose payment failed (past_due) keeps its plan's access while the
 * provider retries the card; after that the member is Free until a payment succeeds. Stripe's
 * default Smart Retries schedule retries within about a week, hence 7 days.
 */
export const PAST_DUE_GRACE_DAYS = 7;

export const PAST_DUE_GRACE_MS = PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000;
