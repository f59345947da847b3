import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { fromDbBoolean, type DbBoolean } from '../../db/column-types';
import type { DbAndClock } from '../db-and-clock';
import { DomainError } from '../domain-error';
import { memberHasPremium } from './member-plan';

/** A catalogue item (image or soundtrack) as the premium rule reads it. */
export interface PremiumFlagged {
  premium: DbBoolean;
}

/**
 * THE premium rule: a free item is everyone's; a premium one needs a plan that includes premium
 * (member-plan.ts). Locked catalogue entries, session saves and preferences all ask here.
 */
export function mayUse(item: PremiumFlagged, hasPremium: boolean): boolean {
  return !fromDbBoolean(item.premium) || hasPremium;
}

/** Refuses (forbidden: premium_required) unless whoever has (or lacks) premium may use every item. */
export function assertMayUse(items: readonly PremiumFlagged[], hasPremium: boolean): void {
  if (!items.every((item) => mayUse(item, hasPremium))) {
    throw new DomainError('forbidden', practiceMessages.premiumRequired, practiceErrorCodes.premiumRequired);
  }
}

/** assertMayUse for a member, whose plan is looked up only when an item is premium. */
export async function assertMemberMayUse(
  deps: DbAndClock,
  userId: string,
  items: readonly PremiumFlagged[],
): Promise<void> {
  if (items.every((item) => mayUse(item, false))) return;
  assertMayUse(items, await memberHasPremium(deps, userId));
}
