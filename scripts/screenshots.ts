/**
 * Screenshots for docs/screenshots of every page of the app (scripts/shot-paths.ts names the page
 * of each): light and dark, at 1280 × 800 and 375 × 812, in English, and in Arabic (right to left)
 * at both sizes, light on the wide screen and dark on the phone. For each: the public pages signed
 * out (scripts/public-screenshots.ts); /practice/draw with a few strokes drawn through the real pen
 * input path, /practice, /practice/gallery (seeded with sessions and a drawing through the API),
 * /profile and, on a phone, the header's menu open; /meditate choosing, in session and complete
 * (scripts/meditate-screenshots.ts), then that member's gallery of traced sessions
 * (`gallery-traced-*`, thumbnails made by the engine); /subscribe, the local checkout, the
 * confirmation, Profile → Subscription and the local portal (scripts/billing-screenshots.ts); the
 * console's pages as the first admin (scripts/manage-screenshots.ts); the consent notice.
 * Run with `npm run screenshots` (builds the client when its sources changed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { choiceOf } from '../src/lib/consent/consent-choice';
import { CONSENT_COOKIE } from '../src/lib/consent/consent-cookie';
import { escalationTokenHeader } from '../src/shared/auth/escalation';
import { noConsent } from '../src/shared/consent/consent-categories';
import { LOCALE_COOKIE } from '../src/lib/i18n/locale-cookie';
import { ar } from '../src/shared/i18n/ar';
import { en, type LocaleMessages } from '../src/shared/i18n/en';
import { authenticator } from '../tests/e2e/totp-codes';
import { line, penStroke, type Point } from '../tests/e2e/pen-input';
import { startAppServer, type RunningAppServer } from '../tests/setup/app-server';
import { chromiumArgs, findChromium } from '../tests/setup/chromium-path';
import { outboxSignUpCode } from '../tests/setup/outbox-sign-up-code';
import { shootBillingPages } from './billing-screenshots';
import { ensureClientBuild } from './ensure-client-build.mjs';
import { shootManagePages } from './manage-screenshots';
import { shootMeditatePages } from './meditate-screenshots';
import { shootGallery, shootPracticePages } from './practice-screenshots';
import { shootPublicPages } from './public-screenshots';
import { seedPractice } from './seed-practice';
import type { ShotName } from './shot-paths';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const themes = ['light', 'dark'] as const;
const wide = { width: 1280, height: 800 } as const;
const phone = { width: 375, height: 812 } as const;

/** One set of shots: the interface's locale, the theme and the screen. */
interface Variant {
  locale: 'en' | 'ar';
  theme: (typeof themes)[number];
  size: typeof wide | typeof phone;
}

const variants: readonly Variant[] = [
  ...themes.flatMap((theme) => [wide, phone].map((size) => ({ locale: 'en' as const, theme, size }))),
  // Right to left at both sizes; one theme each keeps the run short and still shows both mirrored.
  { locale: 'ar', theme: 'light', size: wide },
  { locale: 'ar', theme: 'dark', size: phone },
];

const messagesOf: Record<Variant['locale'], LocaleMessages> = { en, ar };

/** draw-light-1280x800.png in English, draw-ar-dark-375x812.png in Arabic. */
function fileOf(name: ShotName, { locale, theme, size }: Variant): string {
  const language = locale === 'en' ? '' : `${locale}-`;
  return join(outDir, `${name}-${language}${theme}-${size.width}x${size.height}.png`);
}

/** A gentle wave across the canvas at height `fy`, as fractions of the canvas box. */
function wave(origin: Point, width: number, height: number, fy: number, phase: number): Point[] {
  return Array.from({ length: 140 }, (_, i) => {
    const f = i / 139;
    return [
      origin[0] + width * (0.12 + 0.76 * f),
      origin[1] + height * (fy + 0.06 * Math.sin(phase + f * Math.PI * 3)),
    ];
  });
}

async function drawSample(page: Page, text: LocaleMessages): Promise<void> {
  const canvas = page.getByTestId('drawing-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  // The square page sits centred in the canvas at scale 1 (ADR 011): draw on it.
  const side = Math.min(box.width, box.height);
  const origin: Point = [box.x + (box.width - side) / 2, box.y + (box.height - side) / 2];
  const swell = (along: number) => 0.25 + 0.6 * Math.sin(along * Math.PI);
  const strokes: Array<{ pen: string; size: number; points: Point[] }> = [
    { pen: text.canvas.tools.brush, size: 14, points: wave(origin, side, side, 0.3, 0) },
    { pen: text.canvas.tools.qalam, size: 12, points: wave(origin, side, side, 0.5, 1.2) },
    { pen: text.canvas.tools.copperplate_pen, size: 10, points: wave(origin, side, side, 0.7, 2.4) },
  ];
  for (const { pen, size, points } of strokes) {
    await page.getByRole('button', { name: pen, exact: true }).click();
    await page.getByLabel(text.canvas.size, { exact: true }).fill(String(size));
    await penStroke(page, points, { pressure: swell, tiltX: 20, tiltY: -10 });
  }
  await page.getByRole('button', { name: text.canvas.tools.fountain_pen, exact: true }).click();
  const along = (fx: number): Point => [origin[0] + side * fx, origin[1] + side * 0.85];
  await penStroke(page, line(along(0.2), along(0.8), 60), { pressure: 0.4 });
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Signs up as the register page does: the details, then the code from the server's outbox. */
async function register(server: RunningAppServer, name: string): Promise<Tokens> {
  const email = `${name.toLowerCase()}+${Date.now()}@example.test`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pending = await post('/api/auth/register', { name, email, password: 'reed-and-ink-77' });
  if (!pending.ok) throw new Error(`Registration failed: ${pending.status}`);
  const { registrationToken } = (await pending.json()) as { registrationToken: string };
  const code = await outboxSignUpCode(server.dataDir, email);
  const response = await post('/api/auth/register/verify', { registrationToken, code });
  if (!response.ok) throw new Error(`Registration failed: ${response.status}`);
  return (await response.json()) as Tokens;
}

/** The first admin the screenshot server seeds, so the console can be shot. */
const firstAdmin = { ADMIN_EMAIL: 'admin@quietline.test', ADMIN_PASSWORD: 'console-ink-2468' };

async function signInFirstAdmin(server: RunningAppServer): Promise<Tokens> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: firstAdmin.ADMIN_EMAIL, password: firstAdmin.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status}`);
  return (await response.json()) as Tokens;
}

/**
 * Turns two-factor on for the first admin as the profile page does (password step-up, set-up,
 * first code), so the users page can be shot after its step-up; answers the admin's authenticator.
 */
async function turnOnAdminTwoFactor(server: RunningAppServer, tokens: Tokens) {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.accessToken}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const { escalationToken } = await post('/api/auth/reauthenticate', {
    password: firstAdmin.ADMIN_PASSWORD,
    reason: 'security-settings',
    mode: 'password',
  });
  const stepUp = { [escalationTokenHeader]: escalationToken ?? '' };
  const app = authenticator((await post('/api/auth/2fa/enable', {}, stepUp)).secret ?? '');
  await post('/api/auth/2fa/verify', { code: await app.nextCode() }, stepUp);
  return app;
}

/**
 * A page in the variant's locale, theme and size, as a browser that has made its cookie choice
 * (unless `firstVisit`), signed in as `tokens` when given.
 */
async function variantPage(
  browser: Browser,
  server: RunningAppServer,
  variant: Variant,
  { tokens = null, firstVisit = false }: { tokens?: Tokens | null; firstVisit?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: variant.size,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: variant.locale === 'en' ? 'en-US' : variant.locale,
  });
  await context.addCookies([
    { name: LOCALE_COOKIE, value: variant.locale, url: server.url },
    // A choice made on an earlier visit: the consent notice has its own shot.
    ...(firstVisit
      ? []
      : [
          {
            name: CONSENT_COOKIE,
            value: encodeURIComponent(JSON.stringify(choiceOf(noConsent, new Date()))),
            url: server.url,
          },
        ]),
  ]);
  await context.addInitScript(
    ({ pair, mode }) => {
      if (pair) {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
      }
      localStorage.setItem('vite-ui-theme', mode);
    },
    { pair: tokens, mode: variant.theme },
  );
  return context.newPage();
}

/** The home page as a first visitor meets it: the cookie-consent notice, about 50 ms in. */
async function shootConsentNotice(
  browser: Browser,
  server: RunningAppServer,
  variant: Variant,
): Promise<string> {
  const page = await variantPage(browser, server, variant, { firstVisit: true });
  await page.goto(server.url);
  await page.getByRole('region', { name: messagesOf[variant.locale].consent.title }).waitFor();
  await page.waitForLoadState('networkidle');
  const file = fileOf('consent-notice', variant);
  await page.screenshot({ path: file });
  await page.context().close();
  return file;
}

/** /practice/draw with the sample drawn, the practice pages, the profile and (on a phone) the menu. */
async function shootMemberPages(page: Page, server: RunningAppServer, variant: Variant): Promise<string[]> {
  const text = messagesOf[variant.locale];
  await page.goto(`${server.url}/practice/draw`);
  await page
    .getByTestId('drawing-canvas')
    .and(page.locator('[data-ready="true"]'))
    .waitFor({ timeout: 15_000 });
  // On a phone the toolbar and canvas fill the screen once the page scrolls to them.
  if (variant.size === phone)
    await page
      .getByRole('toolbar')
      .evaluate((bar) => window.scrollTo(0, bar.getBoundingClientRect().top + window.scrollY - 8));
  await drawSample(page, text);
  await page.waitForTimeout(500);
  const draw = fileOf('draw', variant);
  await page.screenshot({ path: draw });
  const shots = [draw, ...(await shootPracticePages(page, server.url, (name) => fileOf(name, variant)))];

  await page.goto(`${server.url}/profile`);
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
  shots.push(fileOf('profile', variant));
  await page.screenshot({ path: fileOf('profile', variant) });

  if (variant.size === phone) {
    await page.goto(`${server.url}/practice`);
    await page.getByRole('button', { name: text.nav.menu }).click();
    await page.getByRole('navigation', { name: text.nav.primary }).waitFor();
    shots.push(fileOf('header-menu', variant));
    await page.screenshot({ path: fileOf('header-menu', variant) });
  }
  return shots;
}

async function main(): Promise<void> {
  ensureClientBuild();
  mkdirSync(outDir, { recursive: true });
  const server = await startAppServer(firstAdmin);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const tokens = await register(server, 'Layla');
    const admin = await signInFirstAdmin(server);
    const adminCodes = await turnOnAdminTwoFactor(server, admin);
    // /meditate saves a session each time, so it gets a member of its own.
    const meditator = await register(server, 'Noor');
    const seedPage = await browser.newPage();
    await seedPractice(seedPage, server.url, tokens.accessToken);
    await seedPage.close();
    for (const variant of variants) {
      const text = messagesOf[variant.locale];
      const fileFor = (name: ShotName) => fileOf(name, variant);
      const visitor = await variantPage(browser, server, variant);
      const shots = await shootPublicPages(visitor, server.url, fileFor);
      await visitor.context().close();

      const member = await variantPage(browser, server, variant, { tokens });
      shots.push(...(await shootMemberPages(member, server, variant)));
      await member.context().close();

      const meditatePage = await variantPage(browser, server, variant, { tokens: meditator });
      shots.push(...(await shootMeditatePages(meditatePage, server.url, fileFor, text)));
      // The sessions just traced, with the thumbnails the engine made: paper, the image faint beneath.
      shots.push(await shootGallery(meditatePage, server.url, fileFor('gallery-traced')));
      await meditatePage.context().close();

      // Each purchase is real, so every variant gets a Free member of its own.
      const buyer = await register(server, 'Sami');
      const billingPage = await variantPage(browser, server, variant, { tokens: buyer });
      shots.push(...(await shootBillingPages(billingPage, server.url, fileFor, text)));
      await billingPage.context().close();

      const managePage = await variantPage(browser, server, variant, { tokens: admin });
      shots.push(
        ...(await shootManagePages(managePage, server.url, fileFor, () => adminCodes.nextCode(), text)),
      );
      await managePage.context().close();

      shots.push(await shootConsentNotice(browser, server, variant));
      for (const shot of shots) console.log(`Wrote ${shot}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
