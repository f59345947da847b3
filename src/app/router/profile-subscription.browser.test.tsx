import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { captureNavigationsInEachTest } from '../../lib/testing/capture-navigations';
import { cleanupRendered } from '../../lib/testing/render-for-test';
import { stepUpExchange, stepUpRequired } from '../../lib/testing/step-up-answers';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { meResponseSchema, sessionsResponseSchema } from '../../shared/auth/auth-responses';
import { plansResponseSchema } from '../../shared/billing/plans';
import {
  redirectResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '../../shared/billing/subscription';
import { SoundtrackListSchema } from '../../shared/content/content-responses';
import { PreferencesSchema } from '../../shared/practice/preferences';
import {
  buttonNamed,
  byLabel,
  i18nRoute,
  memberMe,
  renderApp,
  setUpAppTests,
  signInAs,
} from '../testing/app-harness';

const DAY_MS = 24 * 60 * 60 * 1000;

const plans = (
  [
    ['free', 'Free', 0, 0, 0, null],
    ['premium', 'Premium', 999, 9590, 20, 14],
    ['pro', 'Pro', 1999, 13433, 44, null],
  ] as const
).map(([id, name, monthlyPriceCents, yearlyPriceCents, yearlySavingPercent, trialDays]) => ({
  id,
  name,
  description: `${String(name)} plan`,
  tier: id,
  monthlyPriceCents,
  yearlyPriceCents,
  yearlySavingPercent,
  features: [],
  trialDays,
}));

const free: SubscriptionResponse = {
  plan: { id: 'free', name: 'Free', tier: 'free' },
  status: 'none',
  cycle: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEndsAt: null,
  scheduledChange: null,
  trialUsed: false,
  hasBillingAccount: false,
  testMode: false,
};

const periodEnd = '2027-03-12T10:00:00.000Z';
const premiumYearly: SubscriptionResponse = {
  ...free,
  plan: { id: 'premium', name: 'Premium', tier: 'premium' },
  status: 'active',
  cycle: 'yearly',
  currentPeriodEnd: periodEnd,
  trialUsed: true,
  hasBillingAccount: true,
};

const financialStepUp = () => stepUpRequired('financial', 'password');

/** Profile and billing endpoints; the subscription changes as the real server's would. */
function fakeServer(initial: SubscriptionResponse) {
  const state = { subscription: initial, portalStatus: 200, cancelStatus: 204 };
  const server = stubFetch(({ method, path, headers, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const stepUpDone = headers.get('X-Escalation-Token') === 'esc-1';
    if (path === '/api/auth/me') return answer(meResponseSchema, memberMe);
    if (path === '/api/auth/sessions') return answer(sessionsResponseSchema, { sessions: [] });
    if (path === '/api/preferences')
      return answer(PreferencesSchema, { sessionLength: 10, soundtrackId: null, introShown: false });
    if (path === '/api/content/soundtracks') return answer(SoundtrackListSchema, { items: [] });
    if (path === '/api/plans') return answer(plansResponseSchema, { plans });
    if (path === '/api/billing/subscription') return answer(subscriptionResponseSchema, state.subscription);
    if (method === 'POST' && path === '/api/billing/cancel') {
      if (state.cancelStatus !== 204)
        return answer(apiErrorBodySchema, { message: 'Down' }, { status: state.cancelStatus });
      const { when } = body as { when: string };
      if (when === 'now') {
        if (!stepUpDone) return financialStepUp();
        state.subscription = { ...free, trialUsed: true, status: 'canceled' };
      } else {
        state.subscription = { ...state.subscription, cancelAtPeriodEnd: true };
      }
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/billing/resume') {
      state.subscription = { ...state.subscription, cancelAtPeriodEnd: false };
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/billing/change-plan') {
      if (!stepUpDone) return financialStepUp();
      state.subscription = { ...state.subscription, plan: { id: 'pro', name: 'Pro', tier: 'pro' } };
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/billing/portal') {
      return state.portalStatus === 200
        ? answer(redirectResponseSchema, { url: 'https://billing.example.test/p/1' })
        : answer(
            apiErrorBodySchema,
            { message: 'No customer', code: 'no_customer' },
            { status: state.portalStatus },
          );
    }
    if (method === 'POST' && path === '/api/auth/reauthenticate') {
      return stepUpExchange((body as { password: string }).password === 'secret6', 'esc-1');
    }
    return undefined;
  });
  return { ...server, state };
}

setUpAppTests();
const navigations = captureNavigationsInEachTest();

async function openSection() {
  signInAs('user');
  const rendered = await renderApp('/profile');
  const section = await vi.waitFor(() => {
    const found = rendered.container.querySelector<HTMLElement>('[data-testid="subscription-section"]');
    if (!found) throw new Error('no subscription section yet');
    return found;
  });
  return { ...rendered, section };
}

const longDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));
const cancelDialog = () => document.querySelector<HTMLElement>('[data-testid="cancel-subscription-dialog"]');
const stepUpDialog = () => document.querySelector<HTMLElement>('[data-testid="step-up-dialog"]');
const sectionText = (container: HTMLElement) =>
  container.querySelector('[data-testid="subscription-section"]')?.textContent ?? '';

describe('Profile → Subscription', () => {
  it('shows plan, status, cycle, price and renewal, and cancels at period end from the recommended first option', async () => {
    const server = fakeServer(premiumYearly);
    const { container, section } = await openSection();
    expect(container.querySelector('#subscription')?.getAttribute('data-testid')).toBe(
      'profile-subscription',
    );
    await vi.waitFor(() => expect(section.textContent).toContain('$95.90 per year'));
    for (const text of ['Premium', 'Active', 'Yearly', `Renews on${longDate(periodEnd)}`]) {
      expect(section.textContent).toContain(text);
    }

    await userEvent.click(buttonNamed(section, 'Cancel subscription'));
    await vi.waitFor(() => expect(cancelDialog()).not.toBeNull());
    const options = [...cancelDialog()!.querySelectorAll<HTMLButtonElement>('[data-testid="cancel-option"]')];
    const name = (button: HTMLButtonElement) =>
      document.getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent;
    const description = (button: HTMLButtonElement) =>
      (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(options.map(name)).toEqual(['Cancel at the end of the period', 'Cancel now']);
    expect(options.map((option) => option.dataset.recommended)).toEqual(['true', 'false']);
    expect(description(options[0]!)).toBe(
      `Recommended Keep Premium until ${longDate(periodEnd)}. You are not charged again, and you can resume until then.`,
    );
    expect(description(options[1]!)).not.toContain('Recommended');
    // Enter must never cancel by accident: "Keep my subscription" has the focus.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Keep my subscription'));

    await userEvent.click(options[0]!);
    await vi.waitFor(() => buttonNamed(container, 'Resume subscription'));
    // The dialog leaves in a render of its own, after its exit is tracked.
    await vi.waitFor(() => expect(cancelDialog()).toBeNull());
    expect(sectionText(container)).toContain(`Ends on${longDate(periodEnd)}`);
    expect(server.requests.find((request) => request.path === '/api/billing/cancel')?.body).toEqual({
      when: 'period_end',
    });

    await userEvent.click(buttonNamed(container, 'Resume subscription'));
    await vi.waitFor(() => buttonNamed(container, 'Cancel subscription'));
  });

  it('cancels now after the financial step-up, and says nothing when the member backs out of it', async () => {
    const server = fakeServer(premiumYearly);
    const { container, section } = await openSection();
    await vi.waitFor(() => buttonNamed(section, 'Cancel subscription'));

    await userEvent.click(buttonNamed(section, 'Cancel subscription'));
    await vi.waitFor(() => expect(cancelDialog()).not.toBeNull());
    await userEvent.click(
      cancelDialog()!.querySelectorAll<HTMLButtonElement>('[data-testid="cancel-option"]')[1]!,
    );
    await vi.waitFor(() => expect(stepUpDialog()).not.toBeNull());
    await userEvent.click(buttonNamed(stepUpDialog()!, 'Cancel'));
    await vi.waitFor(() => expect(stepUpDialog()).toBeNull());
    expect(container.querySelector('[data-testid="subscription-section"] [role="alert"]')).toBeNull();

    await userEvent.click(buttonNamed(container, 'Cancel subscription'));
    await vi.waitFor(() => expect(cancelDialog()).not.toBeNull());
    await userEvent.click(
      cancelDialog()!.querySelectorAll<HTMLButtonElement>('[data-testid="cancel-option"]')[1]!,
    );
    await vi.waitFor(() => expect(stepUpDialog()).not.toBeNull());
    expect(stepUpDialog()?.textContent).toContain('Financial');
    await userEvent.fill(byLabel(stepUpDialog()!, 'Password'), 'secret6');
    await userEvent.click(buttonNamed(stepUpDialog()!, 'Confirm'));
    await vi.waitFor(() => expect(sectionText(container)).toContain('You are on the Free plan'));
    const cancels = server.requests.filter((request) => request.path === '/api/billing/cancel');
    expect(cancels.map((request) => request.body)).toEqual([
      { when: 'now' },
      { when: 'now' },
      { when: 'now' },
    ]);
    expect(cancels.at(-1)?.headers.get('X-Escalation-Token')).toBe('esc-1');
  });

  it("says 'Failed to cancel subscription' when the server refuses", async () => {
    const server = fakeServer(premiumYearly);
    server.state.cancelStatus = 500;
    const { section } = await openSection();
    await vi.waitFor(() => buttonNamed(section, 'Cancel subscription'));
    await userEvent.click(buttonNamed(section, 'Cancel subscription'));
    await vi.waitFor(() => expect(cancelDialog()).not.toBeNull());
    await userEvent.click(
      cancelDialog()!.querySelectorAll<HTMLButtonElement>('[data-testid="cancel-option"]')[0]!,
    );
    await vi.waitFor(() =>
      expect(section.querySelector('[role="alert"]')?.textContent).toBe('Failed to cancel subscription'),
    );
  });

  it('explains upgrades and downgrades, and upgrades after the step-up', async () => {
    const server = fakeServer(premiumYearly);
    const { container, section } = await openSection();
    await vi.waitFor(() => buttonNamed(section, 'Change plan'));
    await userEvent.click(buttonNamed(section, 'Change plan'));
    const panel = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid="change-plan-panel"]');
      if (!found) throw new Error('no panel');
      return found;
    });
    expect(panel.textContent).toContain(
      `An upgrade starts now: you pay the prorated difference for the rest of this period today. A downgrade starts when this period ends, on ${longDate(periodEnd)}.`,
    );
    expect(panel.textContent).toContain('Premium$95.90 per year · Current plan');
    expect(panel.textContent).toContain('ProUpgrade$134.33 per year · starts now, prorated');

    await userEvent.click(buttonNamed(panel, 'Switch to Pro'));
    await vi.waitFor(() => expect(stepUpDialog()).not.toBeNull());
    await userEvent.fill(byLabel(stepUpDialog()!, 'Password'), 'secret6');
    await userEvent.click(buttonNamed(stepUpDialog()!, 'Confirm'));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="subscription-plan"]')?.textContent).toBe('Pro'),
    );
    const changes = server.requests.filter((request) => request.path === '/api/billing/change-plan');
    expect(changes.at(-1)?.body).toEqual({ planId: 'pro', cycle: 'yearly' });
  });

  it('shows a scheduled downgrade and opens the customer portal, or says it could not', async () => {
    const server = fakeServer({
      ...premiumYearly,
      scheduledChange: { plan: { id: 'free', name: 'Free' }, cycle: 'monthly', at: periodEnd },
    });
    const { section } = await openSection();
    await vi.waitFor(() =>
      expect(section.textContent).toContain(`Changes to Free (Monthly) on ${longDate(periodEnd)}.`),
    );
    server.state.portalStatus = 400;
    await userEvent.click(buttonNamed(section, 'Manage billing'));
    await vi.waitFor(() =>
      expect(section.querySelector('[role="alert"]')?.textContent).toBe('Failed to open customer portal'),
    );
    server.state.portalStatus = 200;
    await userEvent.click(buttonNamed(section, 'Manage billing'));
    await vi.waitFor(() => expect(navigations.urls).toEqual(['https://billing.example.test/p/1']));
  });

  it('counts the trial days left in words that agree with the number', async () => {
    for (const [days, text] of [
      [1, '1 day left'],
      [14, '14 days left'],
    ] as const) {
      const trialEndsAt = new Date(Date.now() + days * DAY_MS - 60_000).toISOString();
      fakeServer({
        ...free,
        plan: { id: 'premium', name: 'Premium', tier: 'premium' },
        status: 'trialing',
        trialEndsAt,
        trialUsed: true,
      });
      const { container, section } = await openSection();
      await vi.waitFor(() =>
        expect(section.querySelector('[data-testid="trial-days-left"]')?.textContent).toBe(text),
      );
      expect(section.textContent).toContain(`Free trial ends on${longDate(trialEndsAt)}`);
      expect(container.querySelector('main a[href="/subscribe"]')?.textContent).toBe('See plans');
      await cleanupRendered();
      vi.restoreAllMocks();
    }
  });

  it('offers a Free member the plans, the unused trial, and the header’s Upgrade link', async () => {
    fakeServer(free);
    const { container, section } = await openSection();
    await vi.waitFor(() => buttonNamed(section, 'Try Premium free for 14 days'));
    expect(section.textContent).toContain('You are on the Free plan');
    expect(section.querySelector('a[href="/subscribe"]')?.textContent).toBe('See plans');
    expect(section.textContent).not.toContain('Manage billing');
    expect(container.querySelector('[data-testid="header-upgrade"]')?.getAttribute('href')).toBe(
      '/subscribe',
    );
  });

  it('keeps the customer portal open to a member whose subscription lapsed, to settle the card', async () => {
    fakeServer({ ...free, trialUsed: true, hasBillingAccount: true });
    const { section } = await openSection();
    await vi.waitFor(() => buttonNamed(section, 'Manage billing'));
    expect(section.querySelector('a[href="/subscribe"]')?.textContent).toBe('See plans');
  });

  it('keeps the header’s Upgrade link from paying members', async () => {
    fakeServer(premiumYearly);
    const { container, section } = await openSection();
    await vi.waitFor(() => buttonNamed(section, 'Manage billing'));
    expect(container.querySelector('[data-testid="header-upgrade"]')).toBeNull();
  });
});
