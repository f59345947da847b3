import type { ImageCategory, MeditationImage, Soundtrack } from '../../../shared/content/content-responses';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import {
  findImage,
  listCategories,
  listImages,
  listSoundtracks,
} from '../../db/repositories/content-catalog-repository';
import { DomainError } from '../domain-error';
import { memberHasPremium } from '../plans/member-plan';
import { assertMayUse } from '../plans/premium-access';
import type { PracticeContext } from '../practice/practice-context';
import { presentCategory, presentImage, presentSoundtrack, type Viewer } from './present-content';

/** The meditation catalogue as one member sees it: premium items locked unless their plan opens them. */
async function viewerOf(ctx: PracticeContext, userId: string): Promise<Viewer> {
  return { hasPremium: await memberHasPremium(ctx, userId), urls: ctx.urls };
}

export async function catalogueCategories(ctx: PracticeContext): Promise<ImageCategory[]> {
  return (await listCategories(ctx.db)).map(presentCategory);
}

export async function catalogueImages(
  ctx: PracticeContext,
  userId: string,
  categoryId: string | undefined,
): Promise<MeditationImage[]> {
  const viewer = await viewerOf(ctx, userId);
  const rows = await listImages(ctx.db, categoryId);
  return Promise.all(rows.map((row) => presentImage(row, viewer)));
}

/** One image, refused (not found; forbidden) when it does not exist or is premium beyond the plan. */
export async function catalogueImage(
  ctx: PracticeContext,
  userId: string,
  id: string,
): Promise<MeditationImage> {
  const row = await findImage(ctx.db, id);
  if (!row) throw new DomainError('not_found', practiceMessages.unknownImage, practiceErrorCodes.notFound);
  const viewer = await viewerOf(ctx, userId);
  assertMayUse([row], viewer.hasPremium);
  return presentImage(row, viewer);
}

export async function catalogueSoundtracks(ctx: PracticeContext, userId: string): Promise<Soundtrack[]> {
  const viewer = await viewerOf(ctx, userId);
  const rows = await listSoundtracks(ctx.db);
  return Promise.all(rows.map((row) => presentSoundtrack(row, viewer)));
}
