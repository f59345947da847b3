import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, RoutingRulesTable } from '../schema';

export type RoutingRuleRow = Selectable<RoutingRulesTable>;

/** Every rule, oldest first. */
export function listRoutingRules(db: Kysely<DB>): Promise<RoutingRuleRow[]> {
  return db.selectFrom('routing_rules').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** The enabled rules of one event, oldest first: what an emitted event is checked against. */
export function listEnabledRulesFor(db: Kysely<DB>, event: string): Promise<RoutingRuleRow[]> {
  return db
    .selectFrom('routing_rules')
    .selectAll()
    .where('event', '=', event)
    .where('enabled', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findRoutingRule(db: Kysely<DB>, id: string): Promise<RoutingRuleRow | undefined> {
  return db.selectFrom('routing_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertRoutingRule(
  db: Kysely<DB>,
  row: Insertable<RoutingRulesTable>,
): Promise<RoutingRuleRow> {
  return db.insertInto('routing_rules').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Inserts unless a rule with this id exists (a seeded rule an admin changed keeps the change). */
export async function insertRoutingRuleIfMissing(
  db: Kysely<DB>,
  row: Insertable<RoutingRulesTable>,
): Promise<void> {
  await db
    .insertInto('routing_rules')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export function updateRoutingRuleRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<RoutingRulesTable>,
): Promise<RoutingRuleRow | undefined> {
  return db.updateTable('routing_rules').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteRoutingRuleRow(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('routing_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
