/**
 * Screenshots of the console: /manage home, plans, feature flags, messaging, tracing options, service
 * accounts, the audit log and the consent records.
 */
import type { Page } from 'playwright';

export const manageShots = [
  'manage',
  'manage-subscriptions',
  'manage-feature-flags',
  'manage-transactional-messaging',
  'manage-tracing-options',
  'manage-service-accounts',
  'manage-audit',
  'manage-consents',
] as const;
export type ManageShot = (typeof manageShots)[number];

const paths: Record<ManageShot, string> = {
  manage: '/manage',
  'manage-subscriptions': '/manage/subscriptions',
  'manage-feature-flags': '/manage/feature-flags',
  'manage-transactional-messaging': '/manage/transactional-messaging',
  'manage-tracing-options': '/manage/tracing-options',
  'manage-service-accounts': '/manage/service-accounts',
  'manage-audit': '/manage/audit',
  'manage-consents': '/manage/consents',
};

/**
 * Shoots each console page on `page`, signed in as an admin: full pages, once each page's main
 * heading shows and its requests have settled.
 */
export async function shootManagePages(
  page: Page,
  baseUrl: string,
  fileFor: (name: ManageShot) => string,
): Promise<string[]> {
  const files: string[] = [];
  for (const name of manageShots) {
    await page.goto(`${baseUrl}${paths[name]}`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    const file = fileFor(name);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  return files;
}
