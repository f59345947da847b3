import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepUpChallenge } from '../api/step-up-challenge';
import { makeTestToken } from '../auth/test-tokens';
import { REUSE_MARGIN_MS } from './reusable-until';
import {
  currentStepUpAtom,
  finishStepUpAtom,
  forgetHeldTokensAtom,
  requestStepUpAtom,
} from './step-up-queue';

const admin: StepUpChallenge = { mode: 'password', reason: 'admin' };
const financial: StepUpChallenge = { mode: 'password', reason: 'financial' };
const exp = 2_000_000_000;
const token = makeTestToken({ sub: 'u1', exp });

type Store = ReturnType<typeof createStore>;

/** Asks for a step-up without waiting for it; what the dialog shows then, or null. */
function ask(store: Store, challenge: StepUpChallenge, userId = 'u1') {
  void store.set(requestStepUpAtom, challenge, userId);
  return store.get(currentStepUpAtom)?.challenge ?? null;
}

/** Answers the step-up the dialog shows now, as the dialog would. */
function answer(store: Store, answerToken: string | null) {
  const current = store.get(currentStepUpAtom);
  if (!current) throw new Error('no step-up is showing');
  store.set(finishStepUpAtom, current.id, answerToken);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the step-up queue', () => {
  it('shows different step-ups one at a time, in the order asked', async () => {
    const store = createStore();
    const first = store.set(requestStepUpAtom, admin, 'u1');
    const second = store.set(requestStepUpAtom, financial, 'u1');
    expect(store.get(currentStepUpAtom)?.challenge).toEqual(admin);
    answer(store, null);
    expect(store.get(currentStepUpAtom)?.challenge).toEqual(financial);
    answer(store, 'opaque');
    expect(store.get(currentStepUpAtom)).toBeNull();
    expect(await Promise.all([first, second])).toEqual([null, 'opaque']);
  });

  it('shares one step-up between identical requests', async () => {
    const store = createStore();
    const both = Promise.all([
      store.set(requestStepUpAtom, admin, 'u1'),
      store.set(requestStepUpAtom, admin, 'u1'),
    ]);
    answer(store, token);
    expect(store.get(currentStepUpAtom)).toBeNull();
    expect(await both).toEqual([token, token]);
  });

  it('ignores a second answer to a step-up already ended', async () => {
    const store = createStore();
    const first = store.set(requestStepUpAtom, admin, 'u1');
    const second = store.set(requestStepUpAtom, financial, 'u1');
    const firstId = store.get(currentStepUpAtom)!.id;
    store.set(finishStepUpAtom, firstId, null);
    store.set(finishStepUpAtom, firstId, token);
    expect(store.get(currentStepUpAtom)?.challenge).toEqual(financial);
    expect(await first).toBeNull();
    answer(store, null);
    expect(await second).toBeNull();
  });

  it('hands a granted token out again until shortly before it expires', async () => {
    vi.useFakeTimers({ now: exp * 1000 - REUSE_MARGIN_MS - 1 });
    const store = createStore();
    const granted = store.set(requestStepUpAtom, admin, 'u1');
    answer(store, token);
    expect(await granted).toBe(token);
    expect(await store.set(requestStepUpAtom, admin, 'u1')).toBe(token);
    expect(store.get(currentStepUpAtom)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(ask(store, admin)).toEqual(admin);
  });

  it('asks again for another user, another category, a cancelled step-up or an unreadable token', () => {
    const store = createStore();
    ask(store, admin);
    answer(store, token);
    expect(ask(store, admin, 'u2')).toEqual(admin);
    answer(store, null);
    expect(ask(store, admin, 'u2')).toEqual(admin);
    answer(store, 'opaque');
    expect(ask(store, admin, 'u2')).toEqual(admin);
    answer(store, null);
    expect(ask(store, financial)).toEqual(financial);
  });

  it('asks again once the held tokens are forgotten', () => {
    const store = createStore();
    ask(store, admin);
    answer(store, token);
    store.set(forgetHeldTokensAtom);
    expect(ask(store, admin)).toEqual(admin);
  });
});
