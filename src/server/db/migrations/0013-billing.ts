import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

const tiers = sql`tier in ('free', 'premium', 'pro', 'enterprise')`;
const cycle = sql`cycle in ('monthly', 'yearly')`;

/**
 * Billing (ADR 015): plans and trial offers, each member's subscription as its provider last
 * reported it, the provider events already applied (exactly once), and the local test-mode
 * provider's own side (its customers, checkout and portal sessions, subscriptions).
 *
 * Plan ids are plain text without foreign keys from subscriptions and trials: a plan stays
 * deletable, and history (an ended subscription, a used trial) outlives it; a missing plan reads
 * as Free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('tier', 'text', (col) => col.notNull().check(tiers))
    .addColumn('monthly_price_cents', 'integer', (col) => col.notNull().check(sql`monthly_price_cents >= 0`))
    .addColumn('yearly_price_cents', 'integer', (col) => col.notNull().check(sql`yearly_price_cents >= 0`))
    .addColumn('stripe_monthly_price_id', 'text')
    .addColumn('stripe_yearly_price_id', 'text')
    // One feature per line.
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('active', columnType.boolean, (col) => col.notNull().check(sql`active in (0, 1)`))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  // A price id names one plan and cycle, so a webhook's price maps back to exactly one plan.
  // Both dialects allow any number of NULLs in a unique index.
  await db.schema
    .createIndex('plans_stripe_monthly_price')
    .on('plans')
    .column('stripe_monthly_price_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('plans_stripe_yearly_price')
    .on('plans')
    .column('stripe_yearly_price_id')
    .unique()
    .execute();

  await db.schema
    .createTable('free_trials')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('plan_id', 'text', (col) => col.notNull().unique().references('plans.id').onDelete('cascade'))
    .addColumn('duration_days', 'integer', (col) => col.notNull().check(sql`duration_days between 1 and 365`))
    .addColumn('active', columnType.boolean, (col) => col.notNull().check(sql`active in (0, 1)`))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  // The primary key is the rule "one free trial per account, for life": a second insert fails.
  await db.schema
    .createTable('member_trials')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('started_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('ends_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('stripe', 'local')`))
    .addColumn('subscription_id', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('cycle', 'text', (col) => col.notNull().check(cycle))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('active', 'past_due', 'canceled')`),
    )
    .addColumn('current_period_start', columnType.timestamp, (col) => col.notNull())
    .addColumn('current_period_end', columnType.timestamp, (col) => col.notNull())
    .addColumn('cancel_at_period_end', columnType.boolean, (col) =>
      col.notNull().check(sql`cancel_at_period_end in (0, 1)`),
    )
    .addColumn('ended_at', columnType.timestamp)
    .addColumn('past_due_since', columnType.timestamp)
    // When the stored state was true at the provider: an older snapshot never overwrites it.
    .addColumn('observed_at', columnType.timestamp, (col) => col.notNull())
    // A downgrade keeps the plan paid for until the period it was paid for ends.
    .addColumn('downgrade_from_plan_id', 'text')
    .addColumn('downgrade_from_cycle', 'text', (col) =>
      col.check(sql`downgrade_from_cycle in ('monthly', 'yearly')`),
    )
    .addColumn('downgrade_access_until', columnType.timestamp)
    .addCheckConstraint(
      'subscriptions_downgrade_complete',
      sql`(downgrade_from_plan_id is null and downgrade_from_cycle is null and downgrade_access_until is null)
        or (downgrade_from_plan_id is not null and downgrade_from_cycle is not null and downgrade_access_until is not null)`,
    )
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  // Subscriptions that ended: a late snapshot never brings one back, even after the member's row
  // moved on to a newer subscription.
  await db.schema
    .createTable('billing_ended_subscriptions')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'text', (col) => col.notNull())
    .addColumn('ended_at', columnType.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_ended_subscriptions_pk', ['provider', 'subscription_id'])
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_customers_pk', ['provider', 'customer_id'])
    .addUniqueConstraint('billing_customers_user_provider', ['user_id', 'provider'])
    .execute();

  // One row per provider event applied; stored in the same transaction as its effect.
  await db.schema
    .createTable('billing_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', columnType.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_events_pk', ['provider', 'event_id'])
    .execute();

  await createLocalProviderTables(db);
}

/** The local test-mode provider's side: what Stripe would keep on its servers. */
async function createLocalProviderTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('local_customers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_checkout_sessions')
    // SHA-256 of the session id: the id itself is a capability and lives only in the URL.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('cycle', 'text', (col) => col.notNull().check(cycle))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('success_url', 'text', (col) => col.notNull())
    .addColumn('cancel_url', 'text', (col) => col.notNull())
    .addColumn('pay_attempts', 'integer', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('completed_at', columnType.timestamp)
    .execute();
  await db.schema
    .createIndex('local_checkout_sessions_expires')
    .on('local_checkout_sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('local_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) =>
      col.notNull().references('local_customers.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('cycle', 'text', (col) => col.notNull().check(cycle))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'canceled')`))
    .addColumn('current_period_start', columnType.timestamp, (col) => col.notNull())
    .addColumn('current_period_end', columnType.timestamp, (col) => col.notNull())
    .addColumn('cancel_at_period_end', columnType.boolean, (col) =>
      col.notNull().check(sql`cancel_at_period_end in (0, 1)`),
    )
    .addColumn('ended_at', columnType.timestamp)
    // Strictly increasing per subscription, so two changes in one millisecond still order.
    .addColumn('observed_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('local_subscriptions_customer')
    .on('local_subscriptions')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('local_portal_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) =>
      col.notNull().references('local_customers.id').onDelete('cascade'),
    )
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('local_portal_sessions_expires')
    .on('local_portal_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'local_portal_sessions',
    'local_subscriptions',
    'local_checkout_sessions',
    'local_customers',
    'billing_events',
    'billing_customers',
    'billing_ended_subscriptions',
    'subscriptions',
    'member_trials',
    'free_trials',
    'plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
