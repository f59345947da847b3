import type { Locator, Page } from '@playwright/test';
import { ar } from '../../src/shared/i18n/ar';
import { de } from '../../src/shared/i18n/de';
import { en } from '../../src/shared/i18n/en';
import { es } from '../../src/shared/i18n/es';
import { fr } from '../../src/shared/i18n/fr';
import { appPaths } from '../../src/shared/routes/app-paths';
import { sessionBody } from '../../src/server/testing/practice-test-kit';
import { outboxSignUpCode } from '../setup/outbox-sign-up-code';
import { bearer, consoleStackFixture, type ConsoleStack, type TokenPair } from './console-stack';
import { expect, test as base } from './fixtures';
import { beginOneMinute } from './meditation-flow';
import { registerThroughApi } from './new-member';

const phone = { width: 375, height: 812 };

/** Who visits: signed out, then ever more access, until a page stops sending the visitor away. */
type Role = 'visitor' | 'member' | 'editor' | 'admin';
const roles: readonly Role[] = ['visitor', 'member', 'editor', 'admin'];

interface Visitors {
  stack: ConsoleStack;
  /** A Free member with one saved session (a gallery tile, dashboard figures). */
  member: TokenPair;
}

/** The console stack's server (a first admin with two-factor on, an editor) and a member of it. */
const test = base.extend<{ visitors: Visitors }, { workerStack: ConsoleStack; workerMember: TokenPair }>({
  workerStack: consoleStackFixture,
  workerMember: [
    async ({ workerStack, playwright }, provide) => {
      const api = await playwright.request.newContext({ baseURL: workerStack.server.url });
      const tokens = await registerThroughApi(
        api,
        { name: 'Mira', email: `mira+${Date.now()}@example.test`, password: 'ink-and-reed-42' },
        (email) => outboxSignUpCode(workerStack.server.dataDir, email),
      );
      const saved = await api.post('/api/practice/sessions', {
        data: sessionBody(Date.now()),
        headers: bearer(tokens.accessToken),
      });
      expect(saved.status()).toBe(201);
      await api.dispose();
      await provide(tokens);
    },
    { scope: 'worker' },
  ],
  visitors: async ({ workerStack, workerMember }, provide) =>
    provide({ stack: workerStack, member: workerMember }),
  baseURL: async ({ workerStack }, provide) => provide(workerStack.server.url),
});

test.use({ viewport: phone });

function tokensOf(visitors: Visitors, role: Role): TokenPair | null {
  if (role === 'visitor') return null;
  if (role === 'member') return visitors.member;
  return visitors.stack[role].tokens;
}

/** Signs the page's browser in as `tokens` (or out, for null), as a sign-in or sign-out would. */
async function becomeSession(page: Page, tokens: TokenPair | null): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/terms');
  await page.evaluate((pair) => {
    localStorage.removeItem('accessToken');
    localStorage.removeItem('refreshToken');
    if (pair) {
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }
  }, tokens);
}

/** Opens `path` and waits until it has settled: its requests done and a heading shown. */
async function visit(page: Page, path: string): Promise<URL> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  return new URL(page.url());
}

/** Whether the route guard sent the visitor away: to sign in, or to /access-denied. */
function sentAway(path: string, url: URL): boolean {
  if (url.pathname === '/login' && url.searchParams.has('redirect')) return true;
  return url.pathname === '/access-denied' && path !== '/access-denied';
}

/** The elements reaching past the right edge of the screen (or the left, in a right-to-left page). */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  });
}

/**
 * The header's visible links and controls that leave the brand's row or the screen, each named by
 * its text or label; none when the header stands in one row.
 */
function headerControlsOffTheRow(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const brand = header.querySelector('a[href="/"]')?.getBoundingClientRect();
    if (!brand) return ['no brand link'];
    const middle = brand.top + brand.height / 2;
    const width = document.documentElement.clientWidth;
    return [...header.querySelectorAll<HTMLElement>('a, button, select')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.top > middle || box.bottom < middle || box.left < 0 || box.right > width;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
}

/** No sideways page scroll, and every open dialog inside the screen. */
async function expectFitsPhone(page: Page, what: string): Promise<void> {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(
    sideways,
    `${what} scrolls sideways; too wide: ${(await overflowingElements(page)).join(', ')}`,
  ).toBeLessThanOrEqual(0);
  for (const dialog of await page.getByRole('dialog').all())
    await expectInsideScreen(dialog, `${what}, a dialog`);
}

async function expectInsideScreen(element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(phone.width);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(phone.height);
}

/** Answers the console's user-management step-up when it asks, after checking it fits. */
async function passStepUp(page: Page, visitors: Visitors): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: en.stepUp.title.twoFactor });
  if (!(await stepUp.isVisible())) return;
  await expectInsideScreen(stepUp, 'the two-factor step-up');
  const firstDigit = en.twoFactor.digitLabel.replace('{{index}}', '1').replace('{{count}}', '6');
  await stepUp.getByLabel(firstDigit, { exact: true }).fill(await visitors.stack.admin.app.nextCode());
  await stepUp.getByRole('button', { name: en.stepUp.confirm }).click();
  await expect(stepUp).toBeHidden();
  await page.waitForLoadState('networkidle');
}

/** Every control a member needs while drawing: the ten pens and the rest of the toolbar, on screen at once. */
async function expectWholeToolbarOnScreen(page: Page, where: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: en.canvas.toolbar });
  await toolbar.evaluate((bar) => bar.scrollIntoView({ block: 'start' }));
  const pens = toolbar.getByRole('group', { name: en.canvas.pens });
  await expect(pens.getByRole('button')).toHaveCount(10);
  for (const name of Object.values(en.canvas.tools))
    await expect(pens.getByRole('button', { name, exact: true }), `${where}: ${name}`).toBeInViewport({
      ratio: 1,
    });
  for (const name of [
    en.canvas.eraser,
    en.canvas.pan,
    en.canvas.undo,
    en.canvas.redo,
    en.canvas.clear,
    en.canvas.zoomOut,
    en.canvas.zoomIn,
    en.canvas.settings,
  ])
    await expect(toolbar.getByRole('button', { name, exact: true }), `${where}: ${name}`).toBeInViewport({
      ratio: 1,
    });
  await expect(toolbar.getByLabel(en.canvas.color, { exact: true }), `${where}: colour`).toBeInViewport();
  await expect(toolbar.getByLabel(en.canvas.size, { exact: true }), `${where}: size`).toBeInViewport({
    ratio: 1,
  });
  await expect(toolbar.getByTitle(en.canvas.resetZoom), `${where}: zoom reset`).toBeInViewport({ ratio: 1 });
  // And the canvas starts below it, in the same screen.
  await expect(page.getByTestId('drawing-canvas'), `${where}: canvas`).toBeInViewport();
}

const pages = appPaths.filter((path) => !path.includes(':'));

test.describe('at 375 × 812', () => {
  for (const path of pages) {
    test(`${path} fits a phone for whoever may see it`, async ({ page, visitors }) => {
      // A code may have to wait for the next TOTP step on the users page.
      test.setTimeout(path === '/manage/users' ? 75_000 : 30_000);
      for (const role of roles) {
        await becomeSession(page, tokensOf(visitors, role));
        const url = await visit(page, path);
        if (sentAway(path, url)) continue;
        await passStepUp(page, visitors);
        await expectFitsPhone(page, `${path} as ${role}`);
        return;
      }
      throw new Error(`${path} let no one in`);
    });
  }

  test('the header folds into a menu whose links all show; Escape or a followed link closes it', async ({
    page,
    visitors,
  }) => {
    for (const role of roles) {
      await becomeSession(page, tokensOf(visitors, role));
      await visit(page, '/');
      const menu = page.getByRole('button', { name: en.nav.menu });
      const primary = page.getByRole('navigation', { name: en.nav.primary });
      await expect(primary).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const links = page.getByRole('banner').getByRole('link');
      expect(await links.count()).toBeGreaterThan(4);
      for (const link of await links.all()) await expect(link, role).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('theme-toggle')).toBeInViewport({ ratio: 1 });
      await expectFitsPhone(page, `the open menu as ${role}`);
      await page.keyboard.press('Escape');
      await expect(primary).toBeHidden();
      await expect(menu).toBeFocused();
    }
    // A link followed from the menu closes it; on the page it leads to, only its own link is current.
    const primary = page.getByRole('navigation', { name: en.nav.primary });
    await page.getByRole('button', { name: en.nav.menu }).click();
    await primary.getByRole('link', { name: en.nav.draw }).click();
    await expect(page).toHaveURL(/\/practice\/draw$/);
    await expect(primary).toBeHidden();
    await page.getByRole('button', { name: en.nav.menu }).click();
    await expect(primary.locator('[aria-current="page"]')).toHaveText(en.nav.draw);
  });

  test('the drawing toolbar shows all ten pens and every control on screen, on /practice/draw and in a session', async ({
    page,
    visitors,
  }) => {
    await becomeSession(page, visitors.member);
    await visit(page, '/practice/draw');
    await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', {
      timeout: 15_000,
    });
    await expectWholeToolbarOnScreen(page, '/practice/draw');

    await beginOneMinute(page, 'Soft rain');
    await expectWholeToolbarOnScreen(page, '/meditate in a session');
    await expectFitsPhone(page, '/meditate in a session');
    // The Reset confirmation fits too.
    await page.getByRole('button', { name: en.meditate.session.reset }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectInsideScreen(
      page.getByRole('alertdialog').or(page.getByRole('dialog')),
      'the Reset confirmation',
    );
  });

  test("the payment provider's hosted pages fit a phone", async ({ page, request, visitors }) => {
    // The pages with a parameter: their ids come from a real purchase below.
    expect(appPaths.filter((path) => path.includes(':'))).toEqual([
      '/billing/local/checkout/:sessionId',
      '/billing/local/portal/:sessionId',
    ]);
    // A Free member of its own: the purchase is real.
    const buyer = await registerThroughApi(
      request,
      { name: 'Sami', email: `sami+${Date.now()}@example.test`, password: 'ink-and-reed-42' },
      (email) => outboxSignUpCode(visitors.stack.server.dataDir, email),
    );
    await becomeSession(page, buyer);
    await visit(page, '/subscribe');
    await page
      .locator('[data-testid="plan-card"][data-tier="premium"]')
      .getByRole('button', { name: 'Choose Premium' })
      .click();
    await expect(page).toHaveURL(/\/billing\/local\/checkout\//);
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page, 'the local checkout');
    await page.getByLabel(en.billing.localCheckout.cardNumber).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: en.billing.localCheckout.pay }).click();
    await expect(page.getByTestId('subscription-success')).toHaveAttribute('data-state', 'confirmed');
    await expectFitsPhone(page, '/subscription/success, confirmed');

    await visit(page, '/profile#subscription');
    await page.getByRole('button', { name: en.billing.section.manage }).click();
    await expect(page).toHaveURL(/\/billing\/local\/portal\//);
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page, 'the local portal');
  });
});

// From 1280 px the links stand in the bar; below, they fold into the menu: one row either way.
for (const width of [1024, 1279, 1280])
  test.describe(`at ${width} × 800`, () => {
    test.use({ viewport: { width, height: 800 } });
    const inBar = width >= 1280;

    for (const role of ['member', 'admin'] as const)
      test(`the ${role}'s header stands in one row in every language`, async ({ page, visitors }) => {
        await becomeSession(page, tokensOf(visitors, role));
        for (const [locale, messages] of Object.entries({ en, ar, es, fr, de })) {
          await visit(page, `/practice?lang=${locale}`);
          await expect(page.getByTestId('header-profile')).toHaveText(messages.auth.header.profile);
          // The Free plan's upgrade link comes last, once the subscription has loaded.
          const upgrade = page.getByTestId('header-upgrade');
          await (inBar ? expect(upgrade).toBeVisible() : expect(upgrade).toBeAttached());
          await expect(page.getByTestId('header-menu')).toBeVisible({ visible: !inBar });
          expect(await headerControlsOffTheRow(page), `in ${locale}`).toEqual([]);
        }
      });
  });
