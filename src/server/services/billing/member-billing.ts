import { findMemberTrial } from '../../db/repositories/member-trials-repository';
import { findSubscription } from '../../db/repositories/subscriptions-repository';
import type { DbAndClock } from '../db-and-clock';
import { effectiveBilling, type EffectiveBilling } from './subscription-state';

export interface MemberBilling extends EffectiveBilling {
  /** Whether the member has taken their one free trial. */
  trialUsed: boolean;
}

/** The member's billing state now, from their stored subscription and trial. */
export async function memberBilling({ db, clock }: DbAndClock, userId: string): Promise<MemberBilling> {
  const [subscription, trial] = await Promise.all([
    findSubscription(db, userId),
    findMemberTrial(db, userId),
  ]);
  return { ...effectiveBilling(subscription, trial, clock.nowMs()), trialUsed: trial !== undefined };
}
