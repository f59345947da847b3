import { expect, it } from 'vitest';
import { mapStripeStatus } from './stripe-subscription-status';

it.each([
  ['active', 'active'],
  ['trialing', 'active'],
  ['past_due', 'past_due'],
  ['unpaid', 'past_due'],
  ['paused', 'past_due'],
  ['canceled', 'canceled'],
  ['incomplete_expired', 'canceled'],
  ['incomplete', null],
  ['a_status_from_the_future', null],
])('maps Stripe status %s to %s', (stripeStatus, ours) => {
  expect(mapStripeStatus(stripeStatus)).toBe(ours);
});
