import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, MessageTemplatesTable } from '../schema';

export type MessageTemplateRow = Selectable<MessageTemplatesTable>;

/** Every template, by template ID then language. */
export function listMessageTemplates(db: Kysely<DB>): Promise<MessageTemplateRow[]> {
  return db.selectFrom('message_templates').selectAll().orderBy('template_key').orderBy('language').execute();
}

export function findMessageTemplate(db: Kysely<DB>, id: string): Promise<MessageTemplateRow | undefined> {
  return db.selectFrom('message_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The languages a template ID exists in. */
export function findTemplateVariants(db: Kysely<DB>, key: string): Promise<MessageTemplateRow[]> {
  return db.selectFrom('message_templates').selectAll().where('template_key', '=', key).execute();
}

export function insertMessageTemplate(
  db: Kysely<DB>,
  row: Insertable<MessageTemplatesTable>,
): Promise<MessageTemplateRow> {
  return db.insertInto('message_templates').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Inserts unless the template ID exists in that language; an existing one keeps an editor's text. */
export async function insertMessageTemplateIfMissing(
  db: Kysely<DB>,
  row: Insertable<MessageTemplatesTable>,
): Promise<void> {
  await db
    .insertInto('message_templates')
    .values(row)
    .onConflict((conflict) => conflict.columns(['template_key', 'language']).doNothing())
    .execute();
}

export function updateMessageTemplateRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<MessageTemplatesTable>,
): Promise<MessageTemplateRow | undefined> {
  return db
    .updateTable('message_templates')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteMessageTemplateRow(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('message_templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
