/**
 * Screenshots of the console, every /manage page: the home, users (after the two-factor step-up),
 * plans, feature flags, messaging, tracing options, service accounts, the audit log and the consent
 * records.
 */
import type { Page } from 'playwright';
import type { LocaleMessages } from '../src/shared/i18n/en';

export const manageShots = [
  'manage',
  'manage-users',
  'manage-subscriptions',
  'manage-feature-flags',
  'manage-transactional-messaging',
  'manage-tracing-options',
  'manage-service-accounts',
  'manage-audit',
  'manage-consents',
] as const;
export type ManageShot = (typeof manageShots)[number];

/** The page each shot shows: `manage-users` is /manage/users. */
export function managePathOf(shot: ManageShot): string {
  return `/${shot.replace('manage-', 'manage/')}`;
}

/** Passes the user-management step-up the users page asks for, with the admin's next code. */
async function passTwoFactorStepUp(
  page: Page,
  nextCode: () => Promise<string>,
  text: LocaleMessages,
): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: text.stepUp.title.twoFactor });
  await stepUp.waitFor();
  const firstDigit = text.twoFactor.digitLabel.replace('{{index}}', '1').replace('{{count}}', '6');
  await stepUp.getByLabel(firstDigit, { exact: true }).fill(await nextCode());
  await stepUp.getByRole('button', { name: text.stepUp.confirm }).click();
  await stepUp.waitFor({ state: 'hidden' });
}

/**
 * Shoots each console page on `page`, signed in as an admin with two-factor on (`nextCode` plays
 * the authenticator): full pages, once each page's main heading shows and its requests have settled.
 * `messages` are the page's locale's, to answer the step-up by name.
 */
export async function shootManagePages(
  page: Page,
  baseUrl: string,
  fileFor: (name: ManageShot) => string,
  nextCode: () => Promise<string>,
  messages: LocaleMessages,
): Promise<string[]> {
  const files: string[] = [];
  for (const name of manageShots) {
    await page.goto(`${baseUrl}${managePathOf(name)}`);
    if (name === 'manage-users') await passTwoFactorStepUp(page, nextCode, messages);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    const file = fileFor(name);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  return files;
}
