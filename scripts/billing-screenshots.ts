/**
 * Screenshots of /subscribe (both cycles), the local checkout page, the confirmed purchase,
 * Profile → Subscription and the local billing portal.
 */
import type { Page } from 'playwright';
import type { LocaleMessages } from '../src/shared/i18n/en';

export type BillingShot =
  | 'subscribe-monthly'
  | 'subscribe-yearly'
  | 'local-checkout'
  | 'subscription-success'
  | 'profile-subscription'
  | 'local-portal';

/**
 * Shoots the pricing page in both cycles, then buys Premium yearly with the test card on the local
 * provider's checkout page and shoots the confirmation, the profile's subscription section and the
 * portal it opens. `page` must be signed in as a Free member of its own (the purchase is real on
 * the server); `messages` are the page's locale's, to find its controls by name.
 */
export async function shootBillingPages(
  page: Page,
  baseUrl: string,
  fileFor: (name: BillingShot) => string,
  messages: LocaleMessages,
): Promise<string[]> {
  const text = messages.billing;
  const files: string[] = [];
  const shoot = async (name: BillingShot) => {
    const file = fileFor(name);
    await page.screenshot({ path: file, fullPage: name.startsWith('subscribe') });
    files.push(file);
  };
  await page.goto(`${baseUrl}/subscribe?plan=monthly`);
  const premium = page.locator('[data-testid="plan-card"][data-tier="premium"]');
  // The first of the card's buttons is the way into checkout (its name carries the plan's name).
  const choose = premium.getByRole('button').first();
  await choose.waitFor();
  await shoot('subscribe-monthly');
  await page.goto(`${baseUrl}/subscribe?plan=yearly`);
  await premium.getByTestId('savings-badge').waitFor();
  await shoot('subscribe-yearly');

  await choose.click();
  const cardNumber = page.getByLabel(text.localCheckout.cardNumber);
  await cardNumber.waitFor();
  await cardNumber.fill('4242 4242 4242 4242');
  await shoot('local-checkout');
  await page.getByRole('button', { name: text.localCheckout.pay }).click();
  await page.locator('[data-testid="subscription-success"][data-state="confirmed"]').waitFor();
  await shoot('subscription-success');

  await page.goto(`${baseUrl}/profile`);
  const section = page.locator('#subscription');
  await section.getByRole('button', { name: text.section.manage }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await shoot('profile-subscription');

  await section.getByRole('button', { name: text.section.manage }).click();
  await page.waitForURL(/\/billing\/local\/portal\//);
  await page.locator('h1').waitFor();
  await page.waitForLoadState('networkidle');
  await shoot('local-portal');
  return files;
}
