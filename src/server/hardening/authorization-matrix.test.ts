import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escalationRequiredCode, escalationTokenHeader } from '../../shared/auth/escalation';
import { resetClock, setFixedTime } from '../clock';
import { describeEachDialect } from '../db/testing/each-dialect';
import { createTestApp } from '../testing/test-app';
import { appEndpoints, type EndpointKey } from './app-endpoints';
import { expectedStatus, isLetThrough, principals, signedInPrincipals } from './expected-status';
import { headersOf, type PrincipalCredentials } from './matrix-principals';
import { createMatrixWorld, request, stripeTestEnv, type MatrixWorld } from './matrix-world';
import { routeAccessMatrix, type RouteAccess } from './route-access-matrix';
import { routeRequests, type Params, type RouteRequest } from './route-requests';

const start = Date.UTC(2030, 5, 1, 9, 0, 0);
const matrixFile = 'src/server/hardening/route-access-matrix.ts';
const requestsFile = 'src/server/hardening/route-requests.ts';

/** The path with its `:name` and `*` parts filled from `params`. */
function fillPath(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)|\*/g, (part, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${part} in ${pattern}`);
    return encodeURIComponent(value).replace(/%2F/g, '/');
  });
}

function split(key: EndpointKey): [method: string, pattern: string] {
  const [method = '', pattern = ''] = key.split(' ');
  return [method, pattern];
}

interface Call {
  status: number;
  text: string;
  /** Whether the request's effect snapshot differs after it (undefined: no snapshot). */
  changed?: boolean;
}

/** One call of the endpoint with `headers`: fresh params and body, the effect snapshot around it. */
async function call(
  world: MatrixWorld,
  key: EndpointKey,
  headers: Record<string, string>,
  paramsOverride?: (params: Params) => Params,
): Promise<Call> {
  const recipe: RouteRequest = routeRequests[key] ?? {};
  const [method, pattern] = split(key);
  const made = (await recipe.params?.(world)) ?? {};
  const params = paramsOverride ? paramsOverride(made) : made;
  const path = fillPath(pattern, params) + (recipe.query ? `?${recipe.query}` : '');
  const body = recipe.json
    ? { json: await recipe.json(world, params) }
    : recipe.form
      ? { form: recipe.form(world, params) }
      : undefined;
  const before = recipe.effect ? JSON.stringify(await recipe.effect(world, params)) : undefined;
  const app = recipe.stripe ? world.stripeApp : world.app;
  const response = await request(app, method, path, { ...recipe.headers?.(), ...headers }, body);
  const text = await response.text();
  const after = recipe.effect ? JSON.stringify(await recipe.effect(world, params)) : undefined;
  return { status: response.status, text, ...(recipe.effect ? { changed: before !== after } : {}) };
}

describe('authorization matrix: coverage', () => {
  it('has an entry and a request for every endpoint of the app, and none for an endpoint it lacks', () => {
    // Both provider configurations: the local provider's pages and Stripe's webhook are mounted by turns.
    const endpoints = new Set([
      ...appEndpoints(createTestApp({ env: { NODE_ENV: 'test' } }).app),
      ...appEndpoints(createTestApp({ env: { NODE_ENV: 'test', ...stripeTestEnv } }).app),
    ]);
    const missing = [...endpoints].filter((key) => !Object.hasOwn(routeAccessMatrix, key));
    expect(missing, `add these endpoints to the matrix (${matrixFile})`).toEqual([]);
    const withoutRequest = [...endpoints].filter((key) => !Object.hasOwn(routeRequests, key));
    expect(withoutRequest, `add a request for these endpoints (${requestsFile})`).toEqual([]);
    const gone = Object.keys(routeAccessMatrix).filter((key) => !endpoints.has(key as EndpointKey));
    expect(gone, `the app has no such endpoint: remove it from ${matrixFile}`).toEqual([]);
    const goneRequests = Object.keys(routeRequests).filter((key) => !endpoints.has(key as EndpointKey));
    expect(goneRequests, `the app has no such endpoint: remove it from ${requestsFile}`).toEqual([]);
  });
});

/** Every principal's call: its status, and that a refused one changed and told nothing. */
async function cellProblems(
  world: MatrixWorld,
  key: EndpointKey,
  route: RouteAccess,
  credentials: PrincipalCredentials,
): Promise<string[]> {
  const owner = world.credentials.accounts.member.user;
  const problems: string[] = [];
  // Refused principals first, so each meets what it must not change untouched.
  const order = [...principals].sort(
    (a, b) => Number(isLetThrough(route, a)) - Number(isLetThrough(route, b)),
  );
  for (const principal of order) {
    const result = await call(world, key, headersOf(principal, route, credentials));
    const expected = expectedStatus(route, principal);
    const letThrough = isLetThrough(route, principal);
    if (result.status !== expected)
      problems.push(`${principal}: expected ${expected}, got ${result.status} ${result.text.slice(0, 160)}`);
    if (!letThrough && result.changed) problems.push(`${principal}: refused, yet it changed what it guards`);
    if (!letThrough && (result.text.includes(owner.email) || result.text.includes(owner.id)))
      problems.push(`${principal}: refused, yet the answer names the owner`);
    if (letThrough && result.status < 300 && result.changed === false)
      problems.push(`${principal}: answered ${result.status} but changed nothing the effect snapshot sees`);
  }
  return problems;
}

/**
 * The role alone is not enough: the first signed-in principal let through, without its step-up,
 * with another account's, and with its own of another category, gets 403 ESCALATION_REQUIRED.
 */
async function stepUpProblems(
  world: MatrixWorld,
  key: EndpointKey,
  route: RouteAccess,
  credentials: PrincipalCredentials,
): Promise<string[]> {
  const category = route.stepUp;
  if (!category) return [];
  const principal = signedInPrincipals.find((candidate) => isLetThrough(route, candidate));
  if (!principal) return [`${key} needs a step-up but lets no signed-in principal through`];
  const account = credentials.accounts[principal];
  const { [escalationTokenHeader]: _own, ...headers } = headersOf(principal, route, credentials);
  const othersToken = Object.values(credentials.accounts).find(
    (other) => other !== account && other.escalations[category] !== undefined,
  )?.escalations[category];
  const otherCategory = Object.entries(account.escalations).find(([name]) => name !== category)?.[1];
  const attempts: [string, Record<string, string>][] = [['without step-up', {}]];
  if (othersToken)
    attempts.push(["with another account's step-up", { [escalationTokenHeader]: othersToken }]);
  if (otherCategory)
    attempts.push(['with a step-up of another category', { [escalationTokenHeader]: otherCategory }]);
  const problems: string[] = [];
  for (const [attempt, extra] of attempts) {
    const result = await call(world, key, { ...headers, ...extra });
    if (result.status !== 403 || !result.text.includes(escalationRequiredCode) || result.changed)
      problems.push(`${principal} ${attempt}: expected 403 ${escalationRequiredCode}, got ${result.status}`);
  }
  return problems;
}

/** An id nobody has answers 404, as another member's does: an answer never tells which ids exist. */
async function unknownIdProblems(
  world: MatrixWorld,
  key: EndpointKey,
  route: RouteAccess,
  credentials: PrincipalCredentials,
): Promise<string[]> {
  if (route.access !== 'owner' && route.access !== 'link') return [];
  const principal = route.access === 'owner' ? 'member' : 'anonymous';
  const unknown = (params: Params) =>
    Object.fromEntries(Object.keys(params).map((name) => [name, randomUUID()]));
  const result = await call(world, key, headersOf(principal, route, credentials), unknown);
  return result.status === 404 ? [] : [`${principal} with an unknown id: expected 404, got ${result.status}`];
}

/** A signed link or body opens what no credential does. */
async function openerProblems(world: MatrixWorld, key: EndpointKey, route: RouteAccess): Promise<string[]> {
  const recipe = routeRequests[key];
  if (!recipe?.opener) return [];
  const response = await recipe.opener(world, (await recipe.params?.(world)) ?? {});
  if (response.status === route.ok) return [];
  return [`signed request: expected ${route.ok}, got ${response.status} ${await response.text()}`];
}

describeEachDialect('authorization matrix', (getDatabase) => {
  let world: MatrixWorld;
  beforeAll(async () => {
    setFixedTime(start);
    world = await createMatrixWorld(getDatabase());
  });
  afterAll(async () => {
    await world?.dispose();
    resetClock();
  });

  it.each(Object.entries(routeAccessMatrix))('%s', async (key, route) => {
    const endpoint = key as EndpointKey;
    const ownAccounts = routeRequests[endpoint]?.ownAccounts;
    const credentials: PrincipalCredentials = ownAccounts
      ? { ...world.credentials, accounts: await world.freshAccounts(ownAccounts.twoFactor) }
      : world.credentials;
    const problems = [
      ...(await cellProblems(world, endpoint, route, credentials)),
      ...(await stepUpProblems(world, endpoint, route, credentials)),
      ...(await unknownIdProblems(world, endpoint, route, credentials)),
      ...(await openerProblems(world, endpoint, route)),
    ];
    expect(problems).toEqual([]);
  });
});
