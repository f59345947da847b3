import type { AdminCategory, AdminImage, AdminSoundtrack } from '../../../shared/admin/tracing-options';
import {
  listCategories,
  listImages,
  listSoundtracks,
} from '../../db/repositories/content-catalog-repository';
import { countImagesByCategory } from '../../db/repositories/content-editing-repository';
import { presentAdminCategory, presentAdminImage, presentAdminSoundtrack } from './present-tracing-options';
import type { TracingOptionsContext } from './tracing-options-context';

/** Every category in catalogue order, with its image count. */
export async function listAdminCategories({ db }: TracingOptionsContext): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([listCategories(db), countImagesByCategory(db)]);
  return rows.map((row) => presentAdminCategory(row, counts.get(row.id) ?? 0));
}

/** Every image in catalogue order (the order members see within each category). */
export async function listAdminImages({ db, urls }: TracingOptionsContext): Promise<AdminImage[]> {
  return Promise.all((await listImages(db)).map((row) => presentAdminImage(row, urls)));
}

export async function listAdminSoundtracks({ db, urls }: TracingOptionsContext): Promise<AdminSoundtrack[]> {
  return Promise.all((await listSoundtracks(db)).map((row) => presentAdminSoundtrack(row, urls)));
}
