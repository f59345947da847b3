import { atom } from 'jotai';
import type { StepUpChallenge } from '../api/step-up-challenge';
import { reusableUntil } from './reusable-until';

/** A step-up waiting for the dialog; every call that needs the same one shares its token. */
export interface PendingStepUp {
  /** Tells apart two step-ups for the same need, one after the other (the dialog's React key). */
  id: number;
  key: string;
  challenge: StepUpChallenge;
  token: Promise<string | null>;
  resolve: (token: string | null) => void;
}

interface HeldToken {
  token: string;
  until: number;
}

// Step-up tokens are bound to the account and its sign-in session: never share across users.
const keyOf = (userId: string | undefined, { mode, reason }: StepUpChallenge) =>
  `${userId ?? ''}\u0000${mode}\u0000${reason}`;

let lastId = 0;

/** The step-ups waiting, in the order asked; the dialog shows the first. */
const pendingStepUpsAtom = atom<readonly PendingStepUp[]>([]);

/** Tokens granted, by user, mode and category, until shortly before they expire. */
const heldTokensAtom = atom<ReadonlyMap<string, HeldToken>>(new Map());

/** The step-up the dialog shows now, or null. */
export const currentStepUpAtom = atom((get) => get(pendingStepUpsAtom)[0] ?? null);

/**
 * Asks for a step-up; resolves with its token, or null when the user cancels. A token still held
 * for the same need comes back at once (a page of step-up calls asks once, not on every request);
 * a step-up already waiting for the same need is shared; anything else queues for the dialog.
 */
export const requestStepUpAtom = atom(
  null,
  (get, set, challenge: StepUpChallenge, userId: string | undefined): Promise<string | null> => {
    const key = keyOf(userId, challenge);
    const held = get(heldTokensAtom).get(key);
    if (held && held.until > Date.now()) return Promise.resolve(held.token);
    const waiting = get(pendingStepUpsAtom).find((pending) => pending.key === key);
    if (waiting) return waiting.token;
    let resolve!: PendingStepUp['resolve'];
    const token = new Promise<string | null>((settle) => {
      resolve = settle;
    });
    lastId += 1;
    set(pendingStepUpsAtom, (all) => [...all, { id: lastId, key, challenge, token, resolve }]);
    return token;
  },
);

/** Ends step-up `id` with its token (held for reuse while it lasts), or with null on cancel. */
export const finishStepUpAtom = atom(null, (get, set, id: number, token: string | null) => {
  const pending = get(pendingStepUpsAtom).find((candidate) => candidate.id === id);
  if (!pending) return;
  const until = token ? reusableUntil(token) : null;
  if (token && until !== null) {
    set(heldTokensAtom, (all) => new Map(all).set(pending.key, { token, until }));
  }
  set(pendingStepUpsAtom, (all) => all.filter((candidate) => candidate !== pending));
  pending.resolve(token);
});

/** Drops every held token: a sign-out (or another account) ends the session they are bound to. */
export const forgetHeldTokensAtom = atom(null, (_get, set) => set(heldTokensAtom, new Map()));
