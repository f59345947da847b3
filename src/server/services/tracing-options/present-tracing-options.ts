import type { AdminCategory, AdminImage, AdminSoundtrack } from '../../../shared/admin/tracing-options';
import type {
  ImageCategoryRow,
  MeditationImageRow,
  SoundtrackRow,
} from '../../db/repositories/content-catalog-repository';
import { presentCategory, presentImage, presentSoundtrack, type Viewer } from '../content/present-content';
import type { UrlSigner } from '../signed-urls/url-signer';

/** Editors see every item unlocked, with premium files signed so their previews load. */
const editorViewer = (urls: UrlSigner): Viewer => ({ hasPremium: true, urls });
const iso = (time: number) => new Date(time).toISOString();

export function presentAdminCategory(row: ImageCategoryRow, imageCount: number): AdminCategory {
  return { ...presentCategory(row), imageCount, updatedAt: iso(row.updated_at) };
}

export async function presentAdminImage(row: MeditationImageRow, urls: UrlSigner): Promise<AdminImage> {
  const { locked: _locked, ...image } = await presentImage(row, editorViewer(urls));
  return { ...image, stored: row.source_asset_id !== null, updatedAt: iso(row.updated_at) };
}

export async function presentAdminSoundtrack(row: SoundtrackRow, urls: UrlSigner): Promise<AdminSoundtrack> {
  const { locked: _locked, ...soundtrack } = await presentSoundtrack(row, editorViewer(urls));
  return { ...soundtrack, stored: row.source_asset_id !== null, updatedAt: iso(row.updated_at) };
}
