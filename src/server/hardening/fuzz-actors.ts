import { apiScopes } from '../../shared/admin/service-accounts';
import type { EscalationResponse } from '../../shared/auth/auth-responses';
import {
  escalationRequiredCode,
  escalationTokenHeader,
  type EscalationCategory,
  type EscalationMode,
} from '../../shared/auth/escalation';
import { isRecord } from '../../shared/is-record';
import { setFixedTime } from '../clock';
import type { Database } from '../db/create-database';
import { totpCode } from '../services/auth/totp';
import {
  bearer,
  createTestUser,
  sendJson,
  signIn,
  testPassword,
  turnOnTwoFactor,
  type TestApp,
} from '../testing/auth-test-kit';
import { createServiceAccountVia, createTokenVia } from '../testing/service-account-test-kit';

/**
 * The fuzz run's time: the process clock stopped, moved only on purpose (to a fresh two-factor
 * step: each code is accepted once) and put back after each case, whatever a request did to it.
 */
export class FuzzTime {
  constructor(private ms: number) {
    setFixedTime(ms);
  }

  nextTotpStep(): void {
    this.ms += 30_000;
    setFixedTime(this.ms);
  }

  restore(): void {
    setFixedTime(this.ms);
  }
}

/** Who sends a request: their headers, and what no fuzzed request may touch (their own records). */
export interface FuzzActor {
  headers: Record<string, string>;
  ownIds: readonly string[];
  /** The step-up tokens this actor holds, by category. */
  stepUps: Map<EscalationCategory, string>;
  /** The category each route (`METHOD /pattern`) asked for. */
  routeStepUps: Map<string, EscalationCategory>;
  /** Two-factor secret, for a two-factor step-up. */
  totpSecret?: string;
}

export interface FuzzActors {
  member: FuzzActor;
  admin: FuzzActor;
  /** A service account's token holding every scope of the machine API. */
  service: FuzzActor;
}

/** The actor a route is meant for: the admin console's admins, the machine API's tokens, else a member. */
export function actorFor(actors: FuzzActors, path: string): FuzzActor {
  if (path.startsWith('/api/admin/')) return actors.admin;
  if (path.startsWith('/api/v1/')) return actors.service;
  return actors.member;
}

function actor(headers: Record<string, string>, ownIds: string[], totpSecret?: string): FuzzActor {
  return {
    headers,
    ownIds,
    stepUps: new Map(),
    routeStepUps: new Map(),
    ...(totpSecret ? { totpSecret } : {}),
  };
}

/** A member, an admin with two-factor on (user management needs it) and an all-scopes service token. */
export async function createFuzzActors(app: TestApp, database: Database): Promise<FuzzActors> {
  const memberUser = await createTestUser(database, { role: 'user' });
  const member = actor(bearer((await signIn(app, memberUser.email)).accessToken), [memberUser.id]);
  const adminUser = await createTestUser(database, { role: 'admin' });
  const { accessToken } = await signIn(app, adminUser.email);
  const { secret } = await turnOnTwoFactor(app, accessToken);
  const admin = actor(bearer(accessToken), [adminUser.id], secret);
  const account = await createServiceAccountVia(app, admin.headers, 'Fuzzing');
  const token = await createTokenVia(app, admin.headers, account.id, {
    name: 'Fuzzing',
    scopes: [...apiScopes],
  });
  return { member, admin, service: actor(bearer(token.token), [account.id, token.id]) };
}

/** The proof a step-up of this mode takes from the actor (a fresh two-factor code: the clock moves a step). */
function proofOf(actor: FuzzActor, time: FuzzTime, reason: EscalationCategory, mode: EscalationMode) {
  switch (mode) {
    case 'password':
      return { reason, mode, password: testPassword };
    case '2fa':
      time.nextTotpStep();
      return { reason, mode, code: totpCode(actor.totpSecret ?? '') };
    case 'justification':
      return { reason, mode, justification: 'Fuzzing the API' };
    case 'acknowledge':
      return { reason, mode };
  }
}

async function stepUp(
  app: TestApp,
  actor: FuzzActor,
  time: FuzzTime,
  reason: EscalationCategory,
  mode: EscalationMode,
) {
  const path = mode === 'password' ? '/api/auth/reauthenticate' : '/api/auth/escalation';
  const response = await sendJson(app, 'POST', path, proofOf(actor, time, reason, mode), actor.headers);
  if (response.status !== 200)
    throw new Error(`step-up ${reason} failed: ${response.status} ${await response.text()}`);
  const { escalationToken } = (await response.json()) as EscalationResponse;
  actor.stepUps.set(reason, escalationToken);
}

/** The step-up a 403 asks for, if it asks for one. */
async function stepUpAsked(
  response: Response,
): Promise<{ reason: EscalationCategory; mode: EscalationMode } | null> {
  if (response.status !== 403) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isRecord(body) && body.code === escalationRequiredCode
    ? (body as { reason: EscalationCategory; mode: EscalationMode })
    : null;
}

export interface FuzzRequest {
  /** The route's `METHOD /pattern`: the step-up category a route asked for is kept by it. */
  route: string;
  method: string;
  url: string;
  contentType: string | null;
  body: string | FormData | undefined;
}

/**
 * Sends a request as the actor, with the step-up token its route asked for before; a 403 asking
 * for a step-up the actor lacks gets one (as the client's dialog would) and the request once more.
 */
export async function sendAs(
  app: TestApp,
  actor: FuzzActor,
  time: FuzzTime,
  request: FuzzRequest,
): Promise<Response> {
  const send = () => {
    const headers: Record<string, string> = { ...actor.headers };
    if (request.contentType !== null) headers['Content-Type'] = request.contentType;
    const category = actor.routeStepUps.get(request.route);
    const token = category === undefined ? undefined : actor.stepUps.get(category);
    if (token !== undefined) headers[escalationTokenHeader] = token;
    return app.request(request.url, { method: request.method, headers, body: request.body });
  };
  const held = actor.routeStepUps.get(request.route);
  const response = await send();
  const asked = await stepUpAsked(response);
  if (!asked) return response;
  actor.routeStepUps.set(request.route, asked.reason);
  // A token of this category that was not sent is tried first; one refused is replaced.
  if (held === asked.reason || !actor.stepUps.has(asked.reason))
    await stepUp(app, actor, time, asked.reason, asked.mode);
  return send();
}
