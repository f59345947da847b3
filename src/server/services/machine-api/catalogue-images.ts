import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { catalogueImageSchema, imageUpdateSchema } from '../../../shared/machine-api/v1-schemas';
import { machineApiErrorCodes, machineApiMessages } from '../../../shared/machine-api/machine-api-messages';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { fromDbBoolean, toDbBoolean } from '../../db/column-types';
import {
  findImage,
  listImages,
  type MeditationImageRow,
} from '../../db/repositories/content-catalog-repository';
import type { DB } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { ApiCaller } from '../service-accounts/authenticate-api-token';
import { recordAudit } from '../admin/record-audit';
import type { DbAndClock } from '../db-and-clock';

type CatalogueImage = z.output<typeof catalogueImageSchema>;
type ImageUpdate = z.output<typeof imageUpdateSchema>;

function presentCatalogueImage(row: MeditationImageRow): CatalogueImage {
  return {
    id: row.id,
    categoryId: row.category_id,
    title: row.title,
    alt: row.alt_text,
    premium: fromDbBoolean(row.premium),
    sortOrder: row.sort_order,
    kind: row.kind,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listCatalogueImages(db: Kysely<DB>, category?: string): Promise<CatalogueImage[]> {
  return (await listImages(db, category)).map(presentCatalogueImage);
}

/**
 * Sets an image's premium flag or place; recorded in the audit log (area 'tracing-options') in
 * the same transaction, with the service account as the actor.
 */
export function updateCatalogueImage(
  { db, clock }: DbAndClock,
  caller: ApiCaller & { requestId: string | null },
  id: string,
  input: ImageUpdate,
): Promise<CatalogueImage> {
  return db.transaction().execute(async (trx) => {
    const current = await findImage(trx, id);
    if (!current)
      throw new DomainError(
        'not_found',
        machineApiMessages.imageNotFound,
        machineApiErrorCodes.imageNotFound,
      );
    const premium = input.premium === undefined ? current.premium : toDbBoolean(input.premium);
    const sortOrder = input.sortOrder ?? current.sort_order;
    if (premium === current.premium && sortOrder === current.sort_order)
      throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
    const updated = await trx
      .updateTable('meditation_images')
      .set({ premium, sort_order: sortOrder, updated_at: clock.nowMs() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = presentCatalogueImage(updated);
    await recordAudit(trx, clock, {
      actor: { id: caller.serviceAccountId, email: `service-account:${caller.serviceAccountId}` },
      area: 'tracing-options',
      action: 'image.update',
      targetId: id,
      before: presentCatalogueImage(current),
      after: { ...after, tokenId: caller.tokenId },
      requestId: caller.requestId,
    });
    return after;
  });
}
