import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { captureNavigationsInEachTest } from '../../lib/testing/capture-navigations';
import { nextFrame, waitFramesUntil } from '../../lib/testing/next-frame';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { billingMessages } from '../../shared/billing/billing-messages';
import {
  localCheckoutSchema,
  localPortalSchema,
  type LocalCheckout,
  type LocalPortal,
} from '../../shared/billing/local-provider';
import { plansResponseSchema, type Plan, type PlanTier } from '../../shared/billing/plans';
import {
  redirectResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '../../shared/billing/subscription';
import {
  buttonNamed,
  byLabel,
  headingText,
  i18nRoute,
  renderApp,
  setUpAppTests,
  signInAs,
} from '../testing/app-harness';

const plan = (
  id: PlanTier,
  name: string,
  monthlyPriceCents: number,
  yearlyPriceCents: number,
  yearlySavingPercent: number,
  trialDays: number | null = null,
): Plan => ({
  id,
  name,
  description: `${name} for a calm practice`,
  tier: id,
  monthlyPriceCents,
  yearlyPriceCents,
  yearlySavingPercent,
  features: [`${name} images`, `${name} soundtracks`],
  trialDays,
});

const plans = [
  plan('free', 'Free', 0, 0, 0),
  plan('premium', 'Premium', 999, 9590, 20, 14),
  plan('pro', 'Pro', 1999, 13433, 44),
  plan('enterprise', 'Enterprise', 4999, 59988, 0),
];

const freeMember: SubscriptionResponse = {
  plan: { id: 'free', name: 'Free', tier: 'free' },
  status: 'none',
  cycle: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEndsAt: null,
  scheduledChange: null,
  trialUsed: false,
  hasBillingAccount: false,
  testMode: true,
};

const premiumYearly = {
  ...freeMember,
  plan: { id: 'premium', name: 'Premium', tier: 'premium' },
  status: 'active',
  cycle: 'yearly',
  currentPeriodEnd: '2027-03-12T10:00:00.000Z',
} satisfies SubscriptionResponse;

/** How often /subscription/success asks for the subscription while it waits. */
const pollMs = 1_000;

interface ServerOptions {
  /** The answers of GET /api/billing/subscription, one per call; the last one repeats. */
  subscriptions?: SubscriptionResponse[];
  plansStatus?: number;
  checkout?: () => Response;
  trial?: () => Response;
}

/** The billing API as the contract in src/shared/billing describes it. */
function fakeBillingServer(options: ServerOptions = {}) {
  const state = { plansStatus: options.plansStatus ?? 200, subscriptionCalls: 0 };
  const subscriptions = options.subscriptions ?? [freeMember];
  const server = stubFetch(({ method, path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/plans') {
      return state.plansStatus === 200
        ? answer(plansResponseSchema, { plans })
        : answer(apiErrorBodySchema, { message: 'Bad request' }, { status: state.plansStatus });
    }
    if (path === '/api/billing/subscription') {
      const subscription = subscriptions[Math.min(state.subscriptionCalls, subscriptions.length - 1)]!;
      state.subscriptionCalls += 1;
      return answer(subscriptionResponseSchema, subscription);
    }
    if (method === 'POST' && path === '/api/billing/checkout') {
      return options.checkout?.() ?? answer(redirectResponseSchema, { url: 'https://pay.example.test/cs_1' });
    }
    if (method === 'POST' && path === '/api/billing/trial') {
      return options.trial?.() ?? new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { ...server, state };
}

setUpAppTests();
const navigations = captureNavigationsInEachTest();

const radio = (container: HTMLElement, name: string) => {
  const label = [...container.querySelectorAll('[data-testid="cycle-switch"] label')].find(
    (candidate) => candidate.textContent === name,
  );
  const input = label?.querySelector('input');
  if (!label || !input) throw new Error(`no cycle ${name}`);
  return { label: label as HTMLElement, input };
};
const card = (container: HTMLElement, tier: string) => {
  const found = container.querySelector<HTMLElement>(`[data-testid="plan-card"][data-tier="${tier}"]`);
  if (!found) throw new Error(`no ${tier} card`);
  return found;
};
const badges = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="savings-badge"]')].map((badge) => badge.textContent);
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;

describe('/subscribe', () => {
  it('preselects yearly from ?plan=yearly, badges each yearly saving, and switches to monthly', async () => {
    fakeBillingServer();
    signInAs('user');
    const { container } = await renderApp('/subscribe?plan=yearly');
    expect(await headingText(container)).toBe('Subscribe');
    await vi.waitFor(() => card(container, 'premium'));
    expect(radio(container, 'Yearly').input.checked).toBe(true);
    expect(badges(container)).toEqual(['Save 20%', 'Save 44%']);
    expect(card(container, 'premium').textContent).toContain('Save 20%');
    expect(card(container, 'pro').textContent).toContain('Save 44%');
    expect(card(container, 'premium').querySelector('[data-testid="plan-price"]')?.textContent).toBe(
      '$95.90per year',
    );

    await userEvent.click(radio(container, 'Monthly').label);
    await vi.waitFor(() => expect(radio(container, 'Monthly').input.checked).toBe(true));
    expect(badges(container)).toEqual([]);
    expect(card(container, 'premium').querySelector('[data-testid="plan-price"]')?.textContent).toBe(
      '$9.99per month',
    );
    expect(card(container, 'free').querySelector('[data-testid="plan-price"]')?.textContent).toBe('Free');
  });

  it('follows a later ?plan= link while the page is open', async () => {
    fakeBillingServer();
    signInAs('user');
    const { container, router } = await renderApp('/subscribe?plan=monthly');
    await vi.waitFor(() => card(container, 'premium'));
    expect(radio(container, 'Monthly').input.checked).toBe(true);
    await router.navigate('/subscribe?plan=yearly');
    await vi.waitFor(() => expect(radio(container, 'Yearly').input.checked).toBe(true));
    expect(badges(container)).toEqual(['Save 20%', 'Save 44%']);
  });

  it('treats any plan param but monthly or yearly as none, and starts on monthly', async () => {
    fakeBillingServer();
    signInAs('user');
    const { container } = await renderApp('/subscribe?plan=weekly');
    await vi.waitFor(() => card(container, 'premium'));
    expect(radio(container, 'Monthly').input.checked).toBe(true);
    expect(radio(container, 'Yearly').input.checked).toBe(false);
    expect(badges(container)).toEqual([]);
  });

  it('marks the current plan, lists features, says "Test mode" and offers the unused free trial', async () => {
    fakeBillingServer();
    signInAs('user');
    const { container } = await renderApp('/subscribe');
    await vi.waitFor(() => expect(card(container, 'free').dataset.current).toBe('true'));
    expect(card(container, 'free').textContent).toContain('Current plan');
    expect(card(container, 'premium').dataset.current).toBe('false');
    expect(card(container, 'premium').querySelector('ul')?.getAttribute('aria-label')).toBe(
      'Included in Premium',
    );
    expect(card(container, 'premium').textContent).toContain('Premium soundtracks');
    expect(container.querySelector('[data-testid="test-mode-badge"]')?.textContent).toBe('Test mode');
    expect(buttonNamed(card(container, 'premium'), 'Try Premium free for 14 days')).toBeTruthy();
    expect(card(container, 'pro').textContent).not.toContain('free for');
  });

  it("says 'Failed to load subscription plans' and loads them again on Try again", async () => {
    const server = fakeBillingServer({ plansStatus: 400 });
    signInAs('user');
    const { container } = await renderApp('/subscribe');
    await vi.waitFor(() => expect(alertText(container)).toBe('Failed to load subscription plans'));
    server.state.plansStatus = 200;
    await userEvent.click(buttonNamed(container, 'Try again'));
    await vi.waitFor(() => card(container, 'pro'));
    expect(alertText(container)).toBeUndefined();
  });

  it('sends the browser to the checkout the server answers, for the plan and cycle chosen', async () => {
    const server = fakeBillingServer();
    signInAs('user');
    const { container } = await renderApp('/subscribe?plan=yearly');
    await vi.waitFor(() => card(container, 'premium'));
    await userEvent.click(buttonNamed(card(container, 'premium'), 'Choose Premium'));
    await vi.waitFor(() => expect(navigations.urls).toEqual(['https://pay.example.test/cs_1']));
    const checkout = server.requests.find((request) => request.path === '/api/billing/checkout');
    expect(checkout?.body).toEqual({ planId: 'premium', cycle: 'yearly' });
    expect(checkout?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("says 'Failed to initiate checkout' when the call fails and 'Failed to start checkout' without a usable URL", async () => {
    let checkoutAnswer = () => answer(apiErrorBodySchema, { message: 'Unavailable' }, { status: 409 });
    fakeBillingServer({ checkout: () => checkoutAnswer() });
    signInAs('user');
    const { container } = await renderApp('/subscribe');
    await vi.waitFor(() => card(container, 'pro'));
    await userEvent.click(buttonNamed(container, 'Choose Pro'));
    await vi.waitFor(() => expect(alertText(container)).toBe('Failed to initiate checkout'));

    for (const body of [{}, { url: 'javascript:alert(1)' }, { url: '' }]) {
      // Off the contract on purpose (no url at all, or none the browser may follow).
      checkoutAnswer = () => Response.json(body);
      await userEvent.click(buttonNamed(container, 'Choose Pro'));
      await vi.waitFor(() => expect(alertText(container)).toBe('Failed to start checkout'));
    }
    expect(navigations.urls).toEqual([]);
  });

  it("starts the free trial, and says 'Failed to create free trial' when it cannot", async () => {
    let ok = false;
    const server = fakeBillingServer({
      trial: () =>
        ok
          ? new Response(null, { status: 204 })
          : answer(
              apiErrorBodySchema,
              { message: billingMessages.trialUsed, code: 'trial_used' },
              { status: 409 },
            ),
    });
    signInAs('user');
    const { container } = await renderApp('/subscribe');
    await vi.waitFor(() => card(container, 'premium'));
    await userEvent.click(buttonNamed(container, 'Try Premium free for 14 days'));
    await vi.waitFor(() => expect(alertText(container)).toBe('Failed to create free trial'));
    ok = true;
    await userEvent.click(buttonNamed(container, 'Try Premium free for 14 days'));
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Your free trial of Premium has started'),
    );
    expect(server.requests.filter((r) => r.path === '/api/billing/trial').map((r) => r.body)).toEqual([
      { planId: 'premium' },
      { planId: 'premium' },
    ]);
  });

  it('sends a member with a running subscription to the profile to change plan, never to checkout', async () => {
    fakeBillingServer({ subscriptions: [premiumYearly] });
    signInAs('user');
    const { container } = await renderApp('/subscribe?plan=yearly');
    await vi.waitFor(() => expect(card(container, 'premium').dataset.current).toBe('true'));
    expect(card(container, 'premium').textContent).toContain('Your plan, billed yearly');
    const link = card(container, 'pro').querySelector('a');
    expect(link?.textContent).toBe('Change plan in your profile');
    expect(link?.getAttribute('href')).toBe('/profile#subscription');
    const buttons = [...container.querySelectorAll('main button')].map((button) => button.textContent);
    expect(buttons.filter((name) => name?.startsWith('Choose') || name?.includes('free for'))).toEqual([]);
  });
});

describe('/subscription/success', () => {
  it('ignores its params and says pending until the server says active, then names the plan and renewal', async () => {
    // A member on a free trial is not yet a paying one: the trial alone confirms nothing.
    const trialing: SubscriptionResponse = {
      ...freeMember,
      plan: premiumYearly.plan,
      status: 'trialing',
      trialEndsAt: '2027-01-01T00:00:00.000Z',
    };
    const server = fakeBillingServer({ subscriptions: [freeMember, trialing, premiumYearly] });
    signInAs('user');
    const calls = () => server.state.subscriptionCalls;
    // The page polls once a second: a fake clock that only this test moves, one second per poll.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container } = await renderApp('/subscription/success?session_id=cs_1&status=active&plan=pro');
    const page = () => container.querySelector<HTMLElement>('[data-testid="subscription-success"]');
    await waitFramesUntil(() => calls() === 1 && page() !== null);
    expect(container.querySelector('main h1')?.textContent).toBe('Confirming your subscription');
    expect(page()?.dataset.state).toBe('pending');
    expect(page()?.textContent).not.toMatch(/active/i);
    await vi.advanceTimersByTimeAsync(pollMs - 1);
    await nextFrame();
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitFramesUntil(() => calls() === 2);
    await vi.advanceTimersByTimeAsync(pollMs);
    await waitFramesUntil(() => page()?.dataset.state === 'confirmed');
    expect(calls()).toBe(3);
    // Confirmed: the polling stops.
    await vi.advanceTimersByTimeAsync(pollMs);
    await nextFrame();
    expect(calls()).toBe(3);
    expect(container.querySelector('main h1')?.textContent).toBe('Welcome to Premium');
    const renewal = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(
      new Date(premiumYearly.currentPeriodEnd),
    );
    expect(page()?.textContent).toContain(`Your Premium plan is active. It renews on ${renewal}.`);
  });

  it('asks a signed-out visitor to sign in instead of asking the server', async () => {
    const server = fakeBillingServer();
    const { container } = await renderApp('/subscription/success?session_id=cs_1');
    expect(await headingText(container)).toBe('Your subscription');
    expect(container.querySelector('main a[href^="/login"]')?.getAttribute('href')).toBe(
      '/login?redirect=%2Fsubscription%2Fsuccess',
    );
    expect(server.state.subscriptionCalls).toBe(0);
  });
});

describe('/subscription/cancel', () => {
  it('says the payment was cancelled and nothing was charged, with the way back to the plans', async () => {
    fakeBillingServer();
    const { container } = await renderApp('/subscription/cancel');
    expect(await headingText(container)).toBe('Payment cancelled');
    expect(container.querySelector('main')?.textContent).toContain('nothing was charged');
    expect(container.querySelector('main a[href="/subscribe"]')?.textContent).toBe('Back to plans');
  });
});

const localCheckout: LocalCheckout = {
  plan: { name: 'Premium', tier: 'premium' },
  cycle: 'yearly',
  amountCents: 9590,
  email: 'user@example.com',
  expiresAt: '2030-01-01T00:00:00.000Z',
  cancelUrl: 'http://localhost/subscription/cancel',
};

/** The local provider's hosted pages' API: one live checkout (lcs_1) and one portal (lps_1). */
function fakeLocalProvider() {
  let portal: LocalPortal = {
    email: 'user@example.com',
    subscription: {
      planName: 'Premium',
      cycle: 'yearly',
      status: 'active',
      amountCents: 9590,
      currentPeriodEnd: '2027-03-12T10:00:00.000Z',
      cancelAtPeriodEnd: false,
    },
    returnUrl: 'http://localhost/profile',
  };
  return stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/billing/local/checkout/lcs_1') return answer(localCheckoutSchema, localCheckout);
    if (method === 'POST' && path === '/api/billing/local/checkout/lcs_1/pay') {
      const digits = String((body as { cardNumber: string }).cardNumber).replaceAll(' ', '');
      if (digits === '4242424242424242')
        return answer(redirectResponseSchema, { url: '/subscription/success?session_id=lcs_1' });
      if (digits === '4000000000000002')
        return answer(
          apiErrorBodySchema,
          { message: billingMessages.cardDeclined, code: 'card_declined' },
          { status: 402 },
        );
      return answer(
        apiErrorBodySchema,
        { message: billingMessages.cardInvalid, code: 'card_invalid' },
        { status: 400 },
      );
    }
    if (path === '/api/billing/local/portal/lps_1') return answer(localPortalSchema, portal);
    if (method === 'POST' && path === '/api/billing/local/portal/lps_1/cancel') {
      portal = { ...portal, subscription: { ...portal.subscription!, cancelAtPeriodEnd: true } };
      return answer(localPortalSchema, portal);
    }
    if (method === 'POST' && path === '/api/billing/local/portal/lps_1/resume') {
      portal = { ...portal, subscription: { ...portal.subscription!, cancelAtPeriodEnd: false } };
      return answer(localPortalSchema, portal);
    }
    if (path.startsWith('/api/billing/local/')) {
      return answer(
        apiErrorBodySchema,
        { message: billingMessages.checkoutExpired, code: 'checkout_expired' },
        { status: 404 },
      );
    }
    return undefined;
  });
}

describe('the local provider’s hosted checkout', () => {
  it('takes a test card in "Card number", ties a decline to the field, and pays with 4242', async () => {
    const server = fakeLocalProvider();
    const { container } = await renderApp('/billing/local/checkout/lcs_1');
    expect(await headingText(container)).toBe('Checkout');
    // A provider's page: no app navigation, a plain "Test mode" banner naming both test cards.
    expect(container.querySelector('header nav')).toBeNull();
    const banner = await vi.waitFor(() => {
      const found = container.querySelector('[data-testid="test-mode-banner"]');
      if (!found?.textContent?.includes('4000 0000 0000 0002')) throw new Error('no banner yet');
      return found;
    });
    expect(banner.textContent).toContain('Test mode');
    expect(banner.textContent).toContain('4242 4242 4242 4242');
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="checkout-amount"]')?.textContent).toBe('$95.90per year'),
    );
    expect(container.textContent).toContain('user@example.com');
    expect(container.querySelector('a[href="http://localhost/subscription/cancel"]')?.textContent).toBe(
      'Cancel and return to Quietline',
    );

    const field = byLabel(container, 'Card number');
    await userEvent.fill(field, '4000 0000 0000 0002');
    await userEvent.click(buttonNamed(container, 'Pay'));
    const alert = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>('[role="alert"]');
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.textContent?.trim()).toBe('Your card was declined. No payment was taken.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(navigations.urls).toEqual([]);

    await userEvent.fill(field, '1234');
    await userEvent.click(buttonNamed(container, 'Pay'));
    await vi.waitFor(() => expect(alertText(container)?.trim()).toBe(billingMessages.cardInvalid));

    await userEvent.fill(field, '4242 4242 4242 4242');
    await userEvent.click(buttonNamed(container, 'Pay'));
    await vi.waitFor(() =>
      expect(navigations.urls).toEqual([`${window.location.origin}/subscription/success?session_id=lcs_1`]),
    );
    const pays = server.requests.filter((request) => request.path.endsWith('/pay'));
    expect(pays.map((request) => request.body)).toEqual([
      { cardNumber: '4000 0000 0000 0002' },
      { cardNumber: '1234' },
      { cardNumber: '4242 4242 4242 4242' },
    ]);
  });

  it('says an unknown, used or expired checkout has expired', async () => {
    fakeLocalProvider();
    const { container } = await renderApp('/billing/local/checkout/lcs_gone');
    await vi.waitFor(() => expect(container.querySelector('main h1')?.textContent).toBe('Checkout expired'));
    expect(container.textContent).toContain(billingMessages.checkoutExpired);
    expect(container.querySelector('main a[href="/subscribe"]')).not.toBeNull();
  });
});

describe('the local provider’s customer portal', () => {
  it('shows the subscription, cancels it at period end, resumes it, and returns to Quietline', async () => {
    const server = fakeLocalProvider();
    const { container } = await renderApp('/billing/local/portal/lps_1');
    await vi.waitFor(() => buttonNamed(container, 'Cancel at period end'));
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(
      new Date('2027-03-12T10:00:00.000Z'),
    );
    const details = container.querySelector('dl')?.textContent ?? '';
    for (const text of ['Premium', 'Yearly', '$95.90 per year', 'Active', `Renews on${date}`]) {
      expect(details).toContain(text);
    }
    expect(container.querySelector('[data-testid="test-mode-banner"]')?.textContent).toContain('Test mode');
    expect(container.querySelector('a[href="http://localhost/profile"]')?.textContent).toBe(
      'Return to Quietline',
    );

    await userEvent.click(buttonNamed(container, 'Cancel at period end'));
    await vi.waitFor(() => buttonNamed(container, 'Resume'));
    expect(container.querySelector('dl')?.textContent).toContain(`Ends on${date}`);
    await userEvent.click(buttonNamed(container, 'Resume'));
    await vi.waitFor(() => buttonNamed(container, 'Cancel at period end'));
    expect(
      server.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['/api/billing/local/portal/lps_1/cancel', '/api/billing/local/portal/lps_1/resume']);
  });
});
