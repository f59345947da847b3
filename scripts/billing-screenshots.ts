/** Screenshots of /subscribe (both cycles), the local checkout page and Profile → Subscription. */
import type { Page } from 'playwright';
import { en } from '../src/shared/i18n/en';

const text = en.billing;

export type BillingShot =
  'subscribe-monthly' | 'subscribe-yearly' | 'local-checkout' | 'profile-subscription';

/**
 * Shoots the pricing page in both cycles, then buys Premium yearly with the test card on the local
 * provider's checkout page and shoots the profile's subscription section. `page` must be signed in
 * as a Free member of its own (the purchase is real on the server).
 */
export async function shootBillingPages(
  page: Page,
  baseUrl: string,
  fileFor: (name: BillingShot) => string,
): Promise<string[]> {
  const files: string[] = [];
  const shoot = async (name: BillingShot) => {
    const file = fileFor(name);
    await page.screenshot({ path: file, fullPage: name.startsWith('subscribe') });
    files.push(file);
  };
  await page.goto(`${baseUrl}/subscribe?plan=monthly`);
  const premium = page.locator('[data-testid="plan-card"][data-tier="premium"]');
  await premium.getByRole('button', { name: 'Choose Premium' }).waitFor();
  await shoot('subscribe-monthly');
  await page.goto(`${baseUrl}/subscribe?plan=yearly`);
  await premium.getByTestId('savings-badge').waitFor();
  await shoot('subscribe-yearly');

  await premium.getByRole('button', { name: 'Choose Premium' }).click();
  const cardNumber = page.getByLabel(text.localCheckout.cardNumber);
  await cardNumber.waitFor();
  await cardNumber.fill('4242 4242 4242 4242');
  await shoot('local-checkout');
  await page.getByRole('button', { name: text.localCheckout.pay }).click();
  await page.locator('[data-testid="subscription-success"][data-state="confirmed"]').waitFor();

  await page.goto(`${baseUrl}/profile`);
  const section = page.locator('#subscription');
  await section.getByRole('button', { name: text.section.manage }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await shoot('profile-subscription');
  return files;
}
