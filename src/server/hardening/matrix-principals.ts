import { apiScopes, type ApiScope } from '../../shared/admin/service-accounts';
import { escalationTokenHeader, type EscalationCategory } from '../../shared/auth/escalation';
import type { Role } from '../../shared/auth/roles';
import type { Database } from '../db/create-database';
import type { UserRow } from '../db/repositories/users-repository';
import { userManagementHeaders } from '../testing/admin-test-kit';
import {
  bearer,
  createTestUser,
  signIn,
  stepUpHeaders,
  testPassword,
  turnOnTwoFactor,
  type TestApp,
} from '../testing/auth-test-kit';
import { createServiceAccountVia, createTokenVia } from '../testing/service-account-test-kit';
import type { Principal, SignedInPrincipal } from './expected-status';
import type { RouteAccess } from './route-access-matrix';

/** A signed-in account with two-factor on and its step-up tokens, one per category it passed. */
export interface Account {
  user: UserRow;
  accessToken: string;
  escalations: Partial<Record<EscalationCategory, string>>;
}

export type Accounts = Record<SignedInPrincipal, Account>;

const roleOf: Record<SignedInPrincipal, Role> = {
  member: 'user',
  otherMember: 'user',
  editor: 'editor',
  admin: 'admin',
};

const escalationOf = (headers: Record<string, string>): string => {
  const token = headers[escalationTokenHeader];
  if (token === undefined) throw new Error('the step-up gave no escalation token');
  return token;
};

/**
 * An account of `role`, signed in, with password step-ups for security settings and money.
 * `twoFactor` turns two-factor on first; `userManagement` (two-factor only) adds its step-up too,
 * which moves the (fixed) clock 30 seconds, as each code is accepted once.
 */
async function signedInAccount(
  app: TestApp,
  database: Database,
  role: Role,
  { twoFactor, userManagement }: { twoFactor: boolean; userManagement: boolean },
): Promise<Account> {
  const user = await createTestUser(database, { role });
  const { accessToken } = await signIn(app, user.email);
  const secret = twoFactor ? (await turnOnTwoFactor(app, accessToken)).secret : undefined;
  const escalations: Account['escalations'] = {};
  for (const category of ['security-settings', 'financial'] as const)
    escalations[category] = escalationOf(await stepUpHeaders(app, accessToken, testPassword, category));
  if (secret !== undefined && userManagement)
    escalations['user-management'] = escalationOf(await userManagementHeaders(app, accessToken, secret));
  return { user, accessToken, escalations };
}

/**
 * The four signed-in principals, each a new account. The admin of the shared set (`withStepUps`)
 * has two-factor on and every step-up; a fresh set for one endpoint has two-factor on as told.
 */
export async function createAccounts(
  app: TestApp,
  database: Database,
  options: { withStepUps: true } | { twoFactor: boolean },
): Promise<Accounts> {
  const accounts: Partial<Accounts> = {};
  for (const principal of Object.keys(roleOf) as SignedInPrincipal[]) {
    const adminWithStepUps = 'withStepUps' in options && principal === 'admin';
    const twoFactor = adminWithStepUps || ('twoFactor' in options && options.twoFactor);
    accounts[principal] = await signedInAccount(app, database, roleOf[principal], {
      twoFactor,
      userManagement: adminWithStepUps,
    });
  }
  return accounts as Accounts;
}

/** Service account tokens: one with every scope, and per scope one with only it and one with all others. */
export interface ServiceTokens {
  all: string;
  only: Record<ApiScope, string>;
  allBut: Record<ApiScope, string>;
}

export async function createServiceTokens(app: TestApp, adminHeaders: Record<string, string>) {
  const account = await createServiceAccountVia(app, adminHeaders, 'Authorization matrix');
  const token = async (scopes: ApiScope[]) =>
    (await createTokenVia(app, adminHeaders, account.id, { name: scopes.join(' '), scopes })).token;
  const only: Partial<Record<ApiScope, string>> = {};
  const allBut: Partial<Record<ApiScope, string>> = {};
  for (const scope of apiScopes) {
    only[scope] = await token([scope]);
    allBut[scope] = await token(apiScopes.filter((other) => other !== scope));
  }
  return {
    all: await token([...apiScopes]),
    only: only as ServiceTokens['only'],
    allBut: allBut as ServiceTokens['allBut'],
  };
}

export interface PrincipalCredentials {
  /** The signed-in principals for this endpoint (fresh ones where it changes the caller's account). */
  accounts: Accounts;
  /** An admin with every step-up, whose escalation tokens the escalation principals send. */
  stepUpAdmin: Account;
  tokens: ServiceTokens;
  expiredAccessToken: string;
}

/** The headers `principal` sends to the endpoint `route` describes. */
export function headersOf(
  principal: Principal,
  route: RouteAccess,
  { accounts, stepUpAdmin, tokens, expiredAccessToken }: PrincipalCredentials,
): Record<string, string> {
  const escalation = stepUpAdmin.escalations[route.stepUp ?? 'user-management'] ?? '';
  const scope = route.access === 'scope' ? route.scope : undefined;
  switch (principal) {
    case 'anonymous':
      return {};
    case 'tokenWithScope':
      return bearer(scope ? tokens.only[scope] : tokens.all);
    case 'tokenWithoutScope':
      return bearer(scope ? tokens.allBut[scope] : tokens.only['users:read']);
    case 'escalationOnly':
      return { [escalationTokenHeader]: escalation };
    case 'escalationAsBearer':
      return bearer(escalation);
    case 'expiredToken':
      return bearer(expiredAccessToken);
    default: {
      const account = accounts[principal];
      const stepUp = route.stepUp && account.escalations[route.stepUp];
      return { ...bearer(account.accessToken), ...(stepUp ? { [escalationTokenHeader]: stepUp } : {}) };
    }
  }
}
