import type { APIRequestContext } from '@playwright/test';
import type { AppPath } from '../../src/shared/routes/app-paths';
import type { PlansResponse } from '../../src/shared/billing/plans';
import type { RedirectResponse } from '../../src/shared/billing/subscription';
import { outboxSignUpCode } from '../setup/outbox-sign-up-code';
import {
  bearer,
  consoleStackFixture,
  editorLogin,
  signIn,
  signInAdminAgain,
  type ConsoleStack,
  type TokenPair,
} from './console-stack';
import { expect, test as base } from './fixtures';
import { registerThroughApi, type NewMember } from './new-member';

/** The routes with a `:param`: each needs a real value to show what its visitors see. */
export type ParamPath = Extract<AppPath, `${string}:${string}`>;

export interface RoleStack extends ConsoleStack {
  /** A Free member's sign-in (the scans show the locks and upgrade links a Free member meets). */
  member: NewMember;
  /** Each `:param` route at a live address: a local checkout session and a portal session. */
  paramRoutes: Record<ParamPath, string>;
}

/** The path of a redirect answer (`{url}` is absolute). */
async function redirectPath(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<string> {
  expect(response.status()).toBe(200);
  return new URL(((await response.json()) as RedirectResponse).url).pathname;
}

function newMember(name: string): NewMember {
  return { name, email: `${name.toLowerCase()}+${Date.now()}@example.test`, password: 'ink-and-reed-42' };
}

/** Registers a member on the stack's own server (its sign-up codes wait in its outbox). */
function registerMember(api: APIRequestContext, stack: ConsoleStack, member: NewMember): Promise<TokenPair> {
  return registerThroughApi(api, member, (email) => outboxSignUpCode(stack.server.dataDir, email));
}

/**
 * A checkout the Free member has opened and not paid, and the portal of a second member who has
 * paid one (the portal opens only for a provider's customer).
 */
async function openHostedPages(api: APIRequestContext, stack: ConsoleStack, member: TokenPair) {
  const { plans } = (await (await api.get('/api/plans')).json()) as PlansResponse;
  const planId = plans.find((plan) => plan.tier === 'premium')!.id;
  const checkout = (token: string) =>
    api.post('/api/billing/checkout', { headers: bearer(token), data: { planId, cycle: 'monthly' } });
  const customer = await registerMember(api, stack, newMember('Omar'));
  const paid = await redirectPath(await checkout(customer.accessToken));
  const payment = await api.post(`/api/${paid.slice(1)}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242' },
  });
  expect(payment.status()).toBe(200);
  return {
    '/billing/local/checkout/:sessionId': await redirectPath(await checkout(member.accessToken)),
    '/billing/local/portal/:sessionId': await redirectPath(
      await api.post('/api/billing/portal', { headers: bearer(customer.accessToken) }),
    ),
  } satisfies Record<ParamPath, string>;
}

/**
 * One server of its own for every role: the seeded admin (two-factor on), an editor, a Free
 * member, and live hosted billing pages.
 */
export const test = base.extend<object, { stack: RoleStack; consoleStack: ConsoleStack }>({
  consoleStack: consoleStackFixture,
  stack: [
    async ({ consoleStack, playwright }, provide) => {
      const api = await playwright.request.newContext({ baseURL: consoleStack.server.url });
      const member = newMember('Ines');
      const paramRoutes = await openHostedPages(
        api,
        consoleStack,
        await registerMember(api, consoleStack, member),
      );
      await api.dispose();
      await provide({ ...consoleStack, member, paramRoutes });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, provide) => provide(stack.server.url),
});

export type SignedInRole = 'member' | 'editor' | 'admin';

/** A sign-in of its own for `role`: a test that opens /logout ends only that session. */
export function signInAs(api: APIRequestContext, stack: RoleStack, role: SignedInRole): Promise<TokenPair> {
  if (role === 'admin') return signInAdminAgain(api, stack);
  return signIn(api, role === 'editor' ? editorLogin : stack.member);
}
