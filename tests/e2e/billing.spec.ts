import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { en } from '../../src/shared/i18n/en';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { outboxSignUpCode } from '../setup/outbox-sign-up-code';
import { registerThroughApi, type NewMember } from './new-member';
import { advanceServerClock, testClockEnv } from './server-clock';

const text = en.billing;
const day = 24 * 60 * 60 * 1000;

/** A server of its own with the local provider and a clock the test moves (POST /api/test-clock). */
const test = base.extend<object, { billingServer: RunningAppServer }>({
  billingServer: [
    // Playwright fixtures must destructure their dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startAppServer(testClockEnv);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ billingServer }, provide) => provide(billingServer.url),
});

/** Signs in through the API (a moved clock outlives every session) and answers the access token. */
async function signIn(request: APIRequestContext, member: NewMember): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}

interface PremiumImage {
  id: string;
  title: string;
}

async function firstPremiumImage(request: APIRequestContext, token: string): Promise<PremiumImage> {
  const response = await request.get('/api/content/images', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as
    Array<PremiumImage & { premium: boolean }> | { items: Array<PremiumImage & { premium: boolean }> };
  const premium = (Array.isArray(body) ? body : body.items).find((image) => image.premium);
  expect(premium).toBeDefined();
  return premium!;
}

async function imageStatus(request: APIRequestContext, token: string, id: string): Promise<number> {
  return (
    await request.get(`/api/content/images/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).status();
}

async function subscriptionOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/billing/subscription', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; plan: { tier: string }; cancelAtPeriodEnd: boolean };
}

test.describe('plans and payment with the local test-mode provider', () => {
  test('a Free member pays for Premium yearly from a locked image, keeps it after cancelling until the period ends, then is Free', async ({
    page,
    request,
    billingServer,
  }) => {
    const member: NewMember = {
      name: 'Noor',
      email: `noor+${Date.now()}@example.test`,
      password: 'ink-and-reed-42',
    };
    const tokens = await registerThroughApi(request, member, (email) =>
      outboxSignUpCode(billingServer.dataDir, email),
    );
    await storeTokens(page, tokens);
    const premium = await firstPremiumImage(request, tokens.accessToken);
    expect(await imageStatus(request, tokens.accessToken, premium.id)).toBe(403);

    // A locked image leads to the pricing page.
    await page.goto('/meditate');
    await page.getByRole('link', { name: `${premium.title}: ${en.meditate.choose.locked}` }).click();
    await expect(page).toHaveURL(/\/subscribe$/);

    // The yearly cycle shows the savings: 20% for Premium and Enterprise, 44% for Pro.
    await page.getByRole('radio', { name: text.cycle.yearly }).check({ force: true });
    const card = (tier: string) => page.locator(`[data-testid="plan-card"][data-tier="${tier}"]`);
    await expect(card('premium').getByTestId('savings-badge')).toHaveText('Save 20%');
    await expect(card('pro').getByTestId('savings-badge')).toHaveText('Save 44%');
    await expect(card('enterprise').getByTestId('savings-badge')).toHaveText('Save 20%');
    await expect(card('free')).toHaveAttribute('data-current', 'true');

    await card('premium').getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/billing\/local\/checkout\//);
    await expect(page.getByText(text.testMode).first()).toBeVisible();

    // A declined card says so, and the member stays Free.
    const cardNumber = page.getByLabel(text.localCheckout.cardNumber);
    await cardNumber.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: text.localCheckout.pay }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.localCheckout.declined })).toBeVisible();
    expect((await subscriptionOf(request, tokens.accessToken)).status).toBe('none');

    await cardNumber.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: text.localCheckout.pay }).click();
    await expect(page).toHaveURL(/\/subscription\/success/);
    await expect(page.getByTestId('subscription-success')).toHaveAttribute('data-state', 'confirmed');
    await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();

    // The premium image now opens.
    expect(await imageStatus(request, tokens.accessToken, premium.id)).toBe(200);
    await page.goto('/meditate');
    await expect(
      page
        .getByRole('list', { name: en.meditate.choose.images })
        .getByRole('button', { name: premium.title }),
    ).toBeVisible();

    // Cancel at the end of the period, from the profile.
    await page.goto('/profile#subscription');
    await page.getByRole('button', { name: text.section.cancel }).click();
    const dialog = page.getByTestId('cancel-subscription-dialog');
    await dialog.getByRole('button', { name: new RegExp(text.cancelDialog.periodEnd) }).click();
    await expect
      .poll(async () => (await subscriptionOf(request, tokens.accessToken)).cancelAtPeriodEnd)
      .toBe(true);

    // A month on, Premium is still there; a year and a day on, the member is Free again.
    await advanceServerClock(request, 30 * day);
    let token = await signIn(request, member);
    expect(await imageStatus(request, token, premium.id)).toBe(200);
    expect((await subscriptionOf(request, token)).plan.tier).toBe('premium');
    await advanceServerClock(request, 336 * day);
    token = await signIn(request, member);
    expect(await imageStatus(request, token, premium.id)).toBe(403);
    expect((await subscriptionOf(request, token)).plan.tier).toBe('free');
  });

  test('the pricing page fits a phone: a Free member’s header and the plans never scroll sideways', async ({
    page,
    request,
    billingServer,
  }) => {
    const member: NewMember = {
      name: 'Sami',
      email: `sami+${Date.now()}@example.test`,
      password: 'ink-and-reed-42',
    };
    await page.setViewportSize({ width: 375, height: 812 });
    await storeTokens(
      page,
      await registerThroughApi(request, member, (email) => outboxSignUpCode(billingServer.dataDir, email)),
    );
    await page.goto('/subscribe');
    // On a phone the header's links sit in its menu.
    await page.getByRole('button', { name: en.nav.menu }).click();
    await expect(page.getByTestId('header-upgrade')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
