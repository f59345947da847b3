import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeTestToken } from '../../lib/auth/test-tokens';
import { stepUpExchange, stepUpRequired } from '../../lib/testing/step-up-answers';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import {
  adminFreeTrialSchema,
  adminFreeTrialsResponseSchema,
  adminPlanSchema,
  adminPlansResponseSchema,
  type AdminFreeTrial,
  type AdminPlan,
} from '../../shared/admin/plans-admin';
import { apiErrorBodySchema } from '../../shared/api-error';
import { buttonNamed, byLabel, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const plan = (fields: Partial<AdminPlan> & Pick<AdminPlan, 'id' | 'name' | 'tier'>): AdminPlan => ({
  description: '',
  monthlyPriceCents: 0,
  yearlyPriceCents: 0,
  stripeMonthlyPriceId: null,
  stripeYearlyPriceId: null,
  features: [],
  active: true,
  sortOrder: 0,
  subscribers: 0,
  isFreePlan: false,
  ...fields,
});

const seedPlans = (): AdminPlan[] => [
  plan({ id: 'free', name: 'Free', tier: 'free', isFreePlan: true }),
  plan({
    id: 'premium',
    name: 'Premium',
    tier: 'premium',
    monthlyPriceCents: 1000,
    yearlyPriceCents: 9600,
    features: ['All premium images', 'All premium soundtracks'],
    subscribers: 3,
    sortOrder: 1,
  }),
  plan({
    id: 'pro',
    name: 'Pro',
    tier: 'pro',
    monthlyPriceCents: 2500,
    yearlyPriceCents: 16800,
    sortOrder: 2,
  }),
];

/** A real-looking step-up token: the client reuses it until shortly before `exp`. */
const stepUpToken = makeTestToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 300 });

const financialStepUp = () => stepUpRequired('financial', 'password');

const moneyFields = ['monthlyPriceCents', 'yearlyPriceCents', 'stripeMonthlyPriceId', 'stripeYearlyPriceId'];

/** /api/admin/plans and /api/admin/free-trials as the real server answers them, step-up included. */
function fakeServer() {
  const state = {
    plans: seedPlans(),
    trials: [
      { id: 't1', planId: 'premium', planName: 'Premium', durationDays: 14, active: true },
    ] as AdminFreeTrial[],
    listStatus: 200,
    updateStatus: 200,
    trialCreateStatus: 201,
  };
  const server = stubFetch(({ method, path, headers, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (method === 'POST' && path === '/api/auth/reauthenticate') {
      return stepUpExchange((body as { password: string }).password === 'secret6', stepUpToken);
    }
    const steppedUp = headers.get('X-Escalation-Token') === stepUpToken;
    const id = path.split('/')[4];
    if (path.startsWith('/api/admin/plans')) {
      if (method === 'GET') {
        return state.listStatus === 200
          ? answer(adminPlansResponseSchema, { plans: state.plans })
          : answer(apiErrorBodySchema, { message: 'Nope' }, { status: state.listStatus });
      }
      const request = body as Record<string, unknown>;
      if (method === 'POST') {
        if (
          !steppedUp &&
          ((request.monthlyPriceCents as number) > 0 || (request.yearlyPriceCents as number) > 0)
        )
          return financialStepUp();
        const created = plan({
          ...(request as Partial<AdminPlan>),
          id: 'new',
          name: String(request.name),
          tier: 'pro',
        });
        state.plans.push(created);
        return answer(adminPlanSchema, created, { status: 201 });
      }
      const index = state.plans.findIndex((candidate) => candidate.id === id);
      if (method === 'PATCH') {
        if (!steppedUp && moneyFields.some((field) => field in request)) return financialStepUp();
        if (state.updateStatus !== 200) return new Response(null, { status: state.updateStatus });
        state.plans[index] = { ...state.plans[index]!, ...(request as Partial<AdminPlan>) };
        return answer(adminPlanSchema, state.plans[index]!);
      }
      if (method === 'DELETE') {
        if (state.plans[index]!.subscribers > 0)
          return answer(
            apiErrorBodySchema,
            { message: 'This plan has subscribers: deactivate it instead', code: 'plan_has_subscribers' },
            { status: 409 },
          );
        state.plans.splice(index, 1);
        return new Response(null, { status: 204 });
      }
    }
    if (path.startsWith('/api/admin/free-trials')) {
      if (method === 'GET') return answer(adminFreeTrialsResponseSchema, { freeTrials: state.trials });
      if (method === 'POST') {
        if (state.trialCreateStatus !== 201) return new Response(null, { status: state.trialCreateStatus });
        const request = body as { planId: string; durationDays: number; active: boolean };
        const created = { ...request, id: 't2', planName: 'Pro' };
        state.trials.push(created);
        return answer(adminFreeTrialSchema, created, { status: 201 });
      }
      const index = state.trials.findIndex((trial) => trial.id === id);
      if (method === 'PATCH') {
        state.trials[index] = { ...state.trials[index]!, ...(body as Partial<AdminFreeTrial>) };
        return answer(adminFreeTrialSchema, state.trials[index]!);
      }
      if (method === 'DELETE') {
        state.trials.splice(index, 1);
        return new Response(null, { status: 204 });
      }
    }
    return undefined;
  });
  const calls = (method: string, prefix = '/api/admin/plans') =>
    server.requests.filter((request) => request.method === method && request.path.startsWith(prefix));
  return { ...server, state, calls };
}

setUpAppTests();

const planDialog = () => document.querySelector<HTMLElement>('[data-testid="plan-form-dialog"]');
const trialDialog = () => document.querySelector<HTMLElement>('[data-testid="free-trial-dialog"]');
const stepUpDialog = () => document.querySelector<HTMLElement>('[data-testid="step-up-dialog"]');
const confirmDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const planRow = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLTableRowElement>(`tr[data-plan-id="${id}"]`);
const cells = (row: HTMLTableRowElement | null) =>
  [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
const labelled = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button labelled ${name}`);
  return found;
};

async function enterPassword() {
  await vi.waitFor(() => expect(stepUpDialog()).not.toBeNull());
  await userEvent.fill(byLabel(stepUpDialog()!, 'Password'), 'secret6');
  await userEvent.click(buttonNamed(stepUpDialog()!, 'Confirm'));
  await vi.waitFor(() => expect(stepUpDialog()).toBeNull());
}

async function openPlans(role: 'admin' | 'editor' = 'editor') {
  signInAs(role);
  const rendered = await renderApp('/manage/subscriptions');
  await vi.waitFor(() => expect(planRow(rendered.container, 'pro')).not.toBeNull());
  return rendered;
}

describe('/manage/subscriptions', () => {
  it('lists every plan with its tier, prices in US dollars, state and subscribers', async () => {
    fakeServer();
    const { container } = await openPlans();
    expect(container.querySelector('main h1')?.textContent).toBe('Subscription Plans Management');
    expect(cells(planRow(container, 'premium')).slice(0, 6)).toEqual([
      'Premium',
      'Premium',
      '$10.00',
      '$96.00',
      'Active',
      '3',
    ]);
    // The Free plan can only be edited.
    expect(planRow(container, 'free')?.querySelectorAll('button')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="free-trials-table"]')?.textContent).toContain('14 days'),
    );
  });

  it('creates a plan with prices typed in dollars as exact cents, after the password step-up', async () => {
    const server = fakeServer();
    const { container } = await openPlans();
    await userEvent.click(buttonNamed(container, 'New plan'));
    await vi.waitFor(() => expect(planDialog()).not.toBeNull());
    await userEvent.fill(byLabel(planDialog()!, 'Name'), 'Studio');
    await userEvent.fill(byLabel(planDialog()!, 'Monthly price (US dollars)'), '4.35');
    await userEvent.fill(byLabel(planDialog()!, 'Yearly price (US dollars)'), '41.9');
    await userEvent.selectOptions(byLabel(planDialog()!, 'Plan type'), 'enterprise');
    await userEvent.fill(byLabel(planDialog()!, 'Payment provider monthly price ID'), 'price_studio_m');
    await userEvent.fill(byLabel(planDialog()!, 'Features'), 'Five seats\n\nShared gallery');
    await userEvent.fill(byLabel(planDialog()!, 'Sort order'), '7');

    await userEvent.fill(byLabel(planDialog()!, 'Yearly price (US dollars)'), '41.999');
    await userEvent.click(buttonNamed(planDialog()!, 'Create plan'));
    expect(planDialog()!.textContent).toContain('Enter an amount in US dollars, for example 9.99');
    expect(server.calls('POST')).toHaveLength(0);

    await userEvent.fill(byLabel(planDialog()!, 'Yearly price (US dollars)'), '41.9');
    await userEvent.click(buttonNamed(planDialog()!, 'Create plan'));
    await enterPassword();
    await vi.waitFor(() => expect(planDialog()).toBeNull());
    const posts = server.calls('POST');
    expect(posts.at(-1)?.body).toEqual({
      name: 'Studio',
      description: '',
      tier: 'enterprise',
      monthlyPriceCents: 435,
      yearlyPriceCents: 4190,
      stripeMonthlyPriceId: 'price_studio_m',
      stripeYearlyPriceId: null,
      features: ['Five seats', 'Shared gallery'],
      active: true,
      sortOrder: 7,
    });
    expect(posts.at(-2)?.headers.get('X-Escalation-Token')).toBeNull();
    expect(posts.at(-1)?.headers.get('X-Escalation-Token')).toBe(stepUpToken);
    await vi.waitFor(() => expect(planRow(container, 'new')).not.toBeNull());
  });

  it("edits only what changed: 'No changes to update', a name without step-up, a price with it", async () => {
    const server = fakeServer();
    const { container } = await openPlans();
    await userEvent.click(labelled('Edit Premium'));
    await vi.waitFor(() => expect(planDialog()).not.toBeNull());
    expect(byLabel(planDialog()!, 'Monthly price (US dollars)').value).toBe('10.00');
    await userEvent.click(buttonNamed(planDialog()!, 'Save changes'));
    await vi.waitFor(() =>
      expect(planDialog()?.querySelector('[role="status"]')?.textContent).toBe('No changes to update'),
    );
    expect(server.calls('PATCH')).toHaveLength(0);

    server.state.updateStatus = 500;
    await userEvent.fill(byLabel(planDialog()!, 'Name'), 'Premium Plus');
    await userEvent.click(buttonNamed(planDialog()!, 'Save changes'));
    await vi.waitFor(() =>
      expect(planDialog()?.querySelector('[role="alert"]')?.textContent).toBe('Failed to update plan'),
    );
    server.state.updateStatus = 200;
    await userEvent.click(buttonNamed(planDialog()!, 'Save changes'));
    await vi.waitFor(() => expect(planDialog()).toBeNull());
    expect(server.calls('PATCH').at(-1)?.body).toEqual({ name: 'Premium Plus' });
    expect(stepUpDialog()).toBeNull();

    await userEvent.click(labelled('Edit Premium Plus'));
    await vi.waitFor(() => expect(planDialog()).not.toBeNull());
    await userEvent.fill(byLabel(planDialog()!, 'Monthly price (US dollars)'), '12.99');
    await userEvent.click(buttonNamed(planDialog()!, 'Save changes'));
    await enterPassword();
    await vi.waitFor(() => expect(planDialog()).toBeNull());
    const patches = server.calls('PATCH');
    expect(patches.at(-1)?.body).toEqual({ monthlyPriceCents: 1299 });
    expect(patches.at(-1)?.headers.get('X-Escalation-Token')).toBe(stepUpToken);
    await vi.waitFor(() => expect(cells(planRow(container, 'premium'))[2]).toBe('$12.99'));
  });

  it('deactivates and activates a plan', async () => {
    const server = fakeServer();
    const { container } = await openPlans();
    await userEvent.click(labelled('Deactivate Pro'));
    await vi.waitFor(() => expect(cells(planRow(container, 'pro'))[4]).toBe('Inactive'));
    expect(server.calls('PATCH').at(-1)?.body).toEqual({ active: false });
    await userEvent.click(labelled('Activate Pro'));
    await vi.waitFor(() => expect(cells(planRow(container, 'pro'))[4]).toBe('Active'));
  });

  it('deletes after confirmation, and shows why a plan with subscribers cannot be', async () => {
    const server = fakeServer();
    const { container } = await openPlans();
    await userEvent.click(labelled('Delete Premium'));
    await vi.waitFor(() => expect(confirmDialog()?.textContent).toContain('Premium'));
    await userEvent.click(buttonNamed(confirmDialog()!, 'Delete plan'));
    await vi.waitFor(() =>
      expect(container.querySelector('main [role="alert"]')?.textContent).toBe(
        'This plan has subscribers: deactivate it instead',
      ),
    );
    expect(planRow(container, 'premium')).not.toBeNull();

    await userEvent.click(labelled('Delete Pro'));
    await vi.waitFor(() => expect(confirmDialog()).not.toBeNull());
    await userEvent.click(buttonNamed(confirmDialog()!, 'Delete plan'));
    await vi.waitFor(() => expect(planRow(container, 'pro')).toBeNull());
    expect(server.calls('DELETE').at(-1)?.path).toBe('/api/admin/plans/pro');
  });

  it("says 'Failed to fetch plans' when the list cannot be loaded", async () => {
    const server = fakeServer();
    server.state.listStatus = 400;
    signInAs('admin');
    const { container } = await renderApp('/manage/subscriptions');
    await vi.waitFor(() =>
      expect(container.querySelector('main [role="alert"]')?.textContent).toBe('Failed to fetch plans'),
    );
    server.state.listStatus = 200;
    await userEvent.click(buttonNamed(container, 'Try again'));
    await vi.waitFor(() => expect(planRow(container, 'pro')).not.toBeNull());
  });

  it('creates, edits and deletes a free trial', async () => {
    const server = fakeServer();
    const { container } = await openPlans('admin');
    const trials = () => container.querySelector<HTMLElement>('[data-testid="free-trials-table"]');
    await vi.waitFor(() => expect(trials()).not.toBeNull());

    server.state.trialCreateStatus = 500;
    await userEvent.click(buttonNamed(container, 'New free trial'));
    await vi.waitFor(() => expect(trialDialog()).not.toBeNull());
    const planSelect = byLabel(trialDialog()!, 'Plan') as unknown as HTMLSelectElement;
    // Plans that already offer a trial, and the Free plan, are not offered.
    expect([...planSelect.options].map((option) => option.text)).toEqual(['Pro']);
    await userEvent.fill(byLabel(trialDialog()!, 'Trial duration in days'), '366');
    await userEvent.click(buttonNamed(trialDialog()!, 'Create free trial'));
    expect(trialDialog()!.textContent).toContain('Enter a whole number of days from 1 to 365');
    await userEvent.fill(byLabel(trialDialog()!, 'Trial duration in days'), '30');
    await userEvent.click(buttonNamed(trialDialog()!, 'Create free trial'));
    await vi.waitFor(() =>
      expect(trialDialog()?.querySelector('[role="alert"]')?.textContent).toBe('Failed to create free trial'),
    );
    server.state.trialCreateStatus = 201;
    await userEvent.click(buttonNamed(trialDialog()!, 'Create free trial'));
    await vi.waitFor(() => expect(trialDialog()).toBeNull());
    expect(server.calls('POST', '/api/admin/free-trials').at(-1)?.body).toEqual({
      planId: 'pro',
      durationDays: 30,
      active: true,
    });
    await vi.waitFor(() => expect(trials()?.textContent).toContain('30 days'));

    await userEvent.click(labelled('Edit the free trial of Premium'));
    await vi.waitFor(() => expect(trialDialog()).not.toBeNull());
    await userEvent.click(buttonNamed(trialDialog()!, 'Save changes'));
    await vi.waitFor(() =>
      expect(trialDialog()?.querySelector('[role="status"]')?.textContent).toBe('No changes to update'),
    );
    await userEvent.fill(byLabel(trialDialog()!, 'Trial duration in days'), '7');
    await userEvent.click(buttonNamed(trialDialog()!, 'Save changes'));
    await vi.waitFor(() => expect(trialDialog()).toBeNull());
    expect(server.calls('PATCH', '/api/admin/free-trials').at(-1)?.body).toEqual({ durationDays: 7 });
    await vi.waitFor(() => expect(trials()?.textContent).toContain('7 days'));

    await userEvent.click(labelled('Delete the free trial of Premium'));
    await vi.waitFor(() => expect(confirmDialog()).not.toBeNull());
    await userEvent.click(buttonNamed(confirmDialog()!, 'Delete free trial'));
    await vi.waitFor(() => expect(trials()?.textContent).not.toContain('Premium'));
    expect(server.calls('DELETE', '/api/admin/free-trials').at(-1)?.path).toBe('/api/admin/free-trials/t1');
  });
});
