import type { Role } from '../../../../shared/auth/roles';
import type { RuleSegment } from '../../../../shared/messaging/routing-rules';
import type { DbAndClock } from '../../db-and-clock';
import { memberPlan } from '../../plans/member-plan';

/**
 * Whether the member an event is about belongs to a rule's segment, at the time of the event:
 * members are accounts with the role user, staff editors and admins; free and paid go by the
 * member's plan (a trial of a paid plan counts as paid).
 */
export async function inSegment(
  deps: DbAndClock,
  segment: RuleSegment,
  member: { userId: string; role: Role },
): Promise<boolean> {
  switch (segment) {
    case 'all':
      return true;
    case 'members':
      return member.role === 'user';
    case 'staff':
      return member.role !== 'user';
    case 'free':
    case 'paid':
      return ((await memberPlan(deps, member.userId)) === 'free') === (segment === 'free');
  }
}
