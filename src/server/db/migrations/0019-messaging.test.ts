import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { down, up } from './0019-messaging';

describeEachDialect('migration 0019 (messaging)', (getDatabase) => {
  it('turns mail stored before it into sent messages of the delivery log, and can be undone', async () => {
    const db = getDatabase().db as unknown as Kysely<unknown>;
    await down(db);
    const createdAt = Date.UTC(2030, 0, 2, 3, 4, 5);
    await sql`insert into mail_outbox (id, template, to_address, subject, text_body, html_body, created_at)
      values ('old-mail', 'welcome', 'ada@example.test', 'Welcome', 'Hello', '<p>Hello</p>', ${createdAt})`.execute(
      db,
    );
    await up(db);
    const row = await getDatabase()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', 'old-mail')
      .executeTakeFirst();
    expect(row).toMatchObject({
      status: 'sent',
      run_at: createdAt,
      sent_at: createdAt,
      attempts: 1,
      priority: 5,
      channel: 'email',
      lease_until: null,
      dedupe_key: null,
      variables_json: null,
    });
  });
});
