import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { adminErrorCodes, adminMessages } from '../../../../shared/admin/admin-messages';
import type {
  AdminFreeTrial,
  AdminFreeTrialsResponse,
  createFreeTrialRequestSchema,
  updateFreeTrialRequestSchema,
} from '../../../../shared/admin/plans-admin';
import { toDbBoolean } from '../../../db/column-types';
import {
  deleteFreeTrialRow,
  findFreeTrial,
  insertFreeTrial,
  listFreeTrials,
  updateFreeTrialRow,
  type FreeTrialWithPlan,
} from '../../../db/repositories/free-trials-repository';
import { findPlan } from '../../../db/repositories/plans-repository';
import type { DB, FreeTrialsTable } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { AdminChange } from '../admin-change';
import { recordAudit, type AuditRecord } from '../record-audit';
import { planError, refusingDuplicates } from './plan-errors';
import { presentFreeTrial } from './present-free-trial';
import type { Clock } from '../../../clock';
import type { DbAndClock } from '../../db-and-clock';

/**
 * The console's free trial offers (`/api/admin/free-trials`): a plan and a length in days, one
 * offer per plan (a unique index decides, also when two requests race). Members who already
 * started a trial keep the length they were given.
 */

export async function listAdminFreeTrials(db: Kysely<DB>): Promise<AdminFreeTrialsResponse> {
  return { freeTrials: (await listFreeTrials(db)).map(presentFreeTrial) };
}

const audit = (
  trx: Kysely<DB>,
  clock: Clock,
  change: AdminChange,
  entry: Pick<AuditRecord, 'action' | 'targetId' | 'before' | 'after'>,
) =>
  recordAudit(trx, clock, {
    ...entry,
    actor: change.actor,
    area: 'subscriptions',
    requestId: change.requestId,
  });

async function requireTrial(trx: Kysely<DB>, id: string): Promise<FreeTrialWithPlan> {
  const row = await findFreeTrial(trx, id);
  if (!row) throw planError('trialNotFound');
  return row;
}

export async function createFreeTrial(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: z.output<typeof createFreeTrialRequestSchema>,
): Promise<AdminFreeTrial> {
  const now = clock.nowMs();
  return refusingDuplicates('trialExists', () =>
    db.transaction().execute(async (trx) => {
      const plan = await findPlan(trx, input.planId);
      if (!plan) throw planError('planNotFound');
      if (plan.tier === 'free') throw planError('freePlanTrial');
      const id = randomUUID();
      await insertFreeTrial(trx, {
        id,
        plan_id: input.planId,
        duration_days: input.durationDays,
        active: toDbBoolean(input.active),
        created_at: now,
        updated_at: now,
      });
      const created = presentFreeTrial(await requireTrial(trx, id));
      await audit(trx, clock, change, {
        action: 'free-trial.create',
        targetId: id,
        before: null,
        after: created,
      });
      return created;
    }),
  );
}

/** Changes what differs; nothing that differs is 400 'No changes to update' (spec §5). */
export async function updateFreeTrial(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: z.output<typeof updateFreeTrialRequestSchema>,
): Promise<AdminFreeTrial> {
  return db.transaction().execute(async (trx) => {
    const current = await requireTrial(trx, id);
    const changes: Partial<Pick<FreeTrialsTable, 'duration_days' | 'active'>> = {};
    if (input.durationDays !== undefined && input.durationDays !== current.duration_days)
      changes.duration_days = input.durationDays;
    const active = input.active === undefined ? undefined : toDbBoolean(input.active);
    if (active !== undefined && active !== current.active) changes.active = active;
    if (Object.keys(changes).length === 0)
      throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
    await updateFreeTrialRow(trx, id, { ...changes, updated_at: clock.nowMs() });
    const updated = presentFreeTrial(await requireTrial(trx, id));
    await audit(trx, clock, change, {
      action: 'free-trial.update',
      targetId: id,
      before: presentFreeTrial(current),
      after: updated,
    });
    return updated;
  });
}

export async function deleteFreeTrial(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await requireTrial(trx, id);
    await deleteFreeTrialRow(trx, id);
    await audit(trx, clock, change, {
      action: 'free-trial.delete',
      targetId: id,
      before: presentFreeTrial(current),
      after: null,
    });
  });
}
