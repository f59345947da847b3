import type { ContentPreview } from '../../../shared/content/content-preview';
import { fromDbBoolean } from '../../db/column-types';
import {
  listCategories,
  listImages,
  listSoundtracks,
} from '../../db/repositories/content-catalog-repository';
import type { PracticeContext } from '../practice/practice-context';
import { presentCategory, presentImage, type Viewer } from './present-content';

/**
 * The catalogue as anyone sees it before signing up: the categories, every free image (with the
 * plain URL a free asset has for everyone) and the soundtracks' names. Premium images are left
 * out rather than shown locked: the preview is for browsing what can be traced today.
 */
export async function contentPreview(ctx: Pick<PracticeContext, 'db' | 'urls'>): Promise<ContentPreview> {
  const visitor: Viewer = { hasPremium: false, urls: ctx.urls };
  const [categories, images, soundtracks] = await Promise.all([
    listCategories(ctx.db),
    listImages(ctx.db),
    listSoundtracks(ctx.db),
  ]);
  return {
    categories: categories.map(presentCategory),
    images: await Promise.all(
      images.filter((row) => !fromDbBoolean(row.premium)).map((row) => presentImage(row, visitor)),
    ),
    soundtracks: soundtracks.map((row) => ({
      id: row.id,
      name: row.name,
      premium: fromDbBoolean(row.premium),
    })),
  };
}
