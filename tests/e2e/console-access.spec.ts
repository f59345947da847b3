import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { escalationRequiredCode } from '../../src/shared/auth/escalation';
import { en } from '../../src/shared/i18n/en';
import { bearer, consoleStackFixture, type ConsoleStack } from './console-stack';
import { storeTokens } from './new-member';

/** A server of its own whose first admin is seeded from ADMIN_EMAIL / ADMIN_PASSWORD. */
const test = base.extend<{ stack: ConsoleStack }, { workerStack: ConsoleStack }>({
  workerStack: consoleStackFixture,
  stack: async ({ workerStack }, provide) => provide(workerStack),
  baseURL: async ({ workerStack }, provide) => provide(workerStack.server.url),
});

const consoleCards = (page: Page) =>
  page.getByRole('navigation', { name: en.admin.console.areas }).getByRole('link');

test('an editor sees content, messaging, plans and flags, but neither users nor service accounts, and the server refuses them', async ({
  page,
  request,
  stack: { editor },
}) => {
  await storeTokens(page, editor.tokens);
  await page.goto('/manage');
  await expect(page.getByRole('heading', { name: en.pages.manage.title, level: 1 })).toBeVisible();
  const cards = consoleCards(page);
  for (const area of [
    en.pages.manageTracingOptions,
    en.pages.manageMessaging,
    en.pages.manageSubscriptions,
    en.pages.manageFeatureFlags,
  ]) {
    await expect(cards.filter({ hasText: area.title })).toBeVisible();
  }
  // Only those four: no users, service accounts or audit log card.
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: en.pages.manageUsers.title })).toHaveCount(0);
  await expect(cards.filter({ hasText: en.pages.manageServiceAccounts.title })).toHaveCount(0);

  // Typing the address does not open user management either.
  await page.goto('/manage/users');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByText(en.pages.accessDenied.title)).toBeVisible();
  await expect(page.getByText(en.auth.accessDenied.adminsOnly)).toBeVisible();

  // The server refuses by role (not a step-up an editor could pass) and serves the shared areas.
  const status = async (path: string) => {
    const response = await request.get(path, { headers: bearer(editor.tokens.accessToken) });
    return { status: response.status(), code: ((await response.json()) as { code?: string }).code };
  };
  for (const adminOnly of [
    '/api/admin/users',
    '/api/admin/service-accounts',
    '/api/admin/audit',
    '/api/admin/consents',
  ]) {
    const refused = await status(adminOnly);
    expect(refused.status, adminOnly).toBe(403);
    expect(refused.code, adminOnly).not.toBe(escalationRequiredCode);
  }
  for (const shared of [
    '/api/admin/plans',
    '/api/admin/feature-flags',
    '/api/admin/messaging/templates',
    '/api/admin/messaging/rules',
    '/api/admin/messaging/outbox',
    '/api/admin/content/images',
    '/api/admin/content/categories',
    '/api/admin/content/soundtracks',
  ]) {
    expect((await status(shared)).status, shared).toBe(200);
  }

  // The shared areas open for the editor; typing an admin's address does not.
  for (const area of [en.pages.manageMessaging, en.pages.manageTracingOptions]) {
    await page.goto('/manage');
    await cards.filter({ hasText: area.title }).click();
    await expect(page.getByRole('heading', { name: area.title, level: 1 })).toBeVisible();
  }
  await page.goto('/manage/service-accounts');
  await expect(page).toHaveURL(/\/access-denied$/);
});

test('user management asks the admin for a two-factor code, then lists the editor', async ({
  page,
  request,
  stack: { admin, editor },
}) => {
  // A code may have to wait for the next TOTP step when the fixture used up the window.
  test.setTimeout(75_000);
  // Without a step-up the server asks for one, in two-factor mode.
  const unescalated = await request.get('/api/admin/users', { headers: bearer(admin.tokens.accessToken) });
  expect(unescalated.status()).toBe(403);
  expect(await unescalated.json()).toMatchObject({ code: escalationRequiredCode, mode: '2fa' });

  await storeTokens(page, admin.tokens);
  await page.goto('/manage');
  await expect(consoleCards(page).filter({ hasText: en.pages.manageUsers.title })).toBeVisible();
  await consoleCards(page).filter({ hasText: en.pages.manageUsers.title }).click();
  await expect(page).toHaveURL(/\/manage\/users$/);

  const stepUp = page.getByRole('dialog', { name: en.stepUp.title.twoFactor });
  await expect(stepUp).toBeVisible();
  await expect(stepUp.getByTestId('step-up-category')).toContainText(en.stepUp.categories.userManagement);
  await expect(page.getByRole('table')).toHaveCount(0);
  const firstDigit = en.twoFactor.digitLabel.replace('{{index}}', '1').replace('{{count}}', '6');
  await stepUp.getByLabel(firstDigit, { exact: true }).fill(await admin.app.nextCode());
  await stepUp.getByRole('button', { name: en.stepUp.confirm }).click();
  await expect(stepUp).toBeHidden();

  const editorRow = page.getByRole('row').filter({ hasText: editor.email });
  await expect(editorRow).toBeVisible();
  await expect(editorRow.getByRole('cell', { name: en.admin.roles.editor, exact: true })).toBeVisible();
});
