import { MAX_SESSION_MS } from '../../../shared/practice/practice-limits';
import {
  pauseClock,
  remainingMs,
  resumeClock,
  shiftClock,
  startClock,
  type SessionClock,
} from './session-clock';

/** What the member chose before beginning. */
export interface SessionChoice {
  imageId: string;
  soundtrackId: string;
  /** Whole minutes. */
  minutes: number;
}

/** The artwork and numbers a finished session leaves. */
export interface SessionResult {
  startedAt: number;
  endedAt: number;
  /** The idempotency key its save goes under (one per session). */
  key: string;
}

/** The flow (spec §4 Meditation session): choose → (intro) → session → complete → choose. */
export type MeditationFlow =
  | { phase: 'choosing' }
  | { phase: 'intro'; choice: SessionChoice }
  | SessionState
  | { phase: 'complete'; choice: SessionChoice; result: SessionResult };

/** A session in progress. */
export interface SessionState {
  phase: 'session';
  choice: SessionChoice;
  clock: SessionClock;
  startedAt: number;
  /** Time spent paused before the current pause, and when the current pause began. */
  pausedMs: number;
  pausedSince: number | null;
  key: string;
}

export type FlowAction =
  | { type: 'begin'; choice: SessionChoice; showIntro: boolean; now: number; key: string }
  | { type: 'startSession'; now: number; key: string }
  | { type: 'addMinute'; now: number }
  | { type: 'removeMinute'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'reset'; now: number }
  | { type: 'finish'; now: number }
  | { type: 'practiceAgain' };

export const INITIAL_FLOW: MeditationFlow = { phase: 'choosing' };

const MINUTE_MS = 60_000;
/** The server needs an end after the start: a session paused from its first moment still saves a second. */
const MIN_SAVED_MS = 1000;

function session(choice: SessionChoice, now: number, key: string): MeditationFlow {
  return {
    phase: 'session',
    choice,
    clock: startClock(choice.minutes * MINUTE_MS, now),
    startedAt: now,
    pausedMs: 0,
    pausedSince: null,
    key,
  };
}

/**
 * The span a finished session saves: practice time, so its start moves on by the time spent
 * paused, never longer than the server accepts (4 hours: minutes can be added without end) and
 * never empty.
 */
export function sessionResult(state: SessionState, now: number): SessionResult {
  const paused = state.pausedMs + (state.pausedSince === null ? 0 : now - state.pausedSince);
  const startedAt = Math.min(now - MIN_SAVED_MS, Math.max(state.startedAt + paused, now - MAX_SESSION_MS));
  return { startedAt, endedAt: now, key: state.key };
}

/**
 * The meditation flow as a pure reducer; times come in with the actions, so tests need no clock.
 * The idempotency key comes in with the action that starts the session and stays with it.
 */
export function meditationFlow(state: MeditationFlow, action: FlowAction): MeditationFlow {
  switch (action.type) {
    case 'begin':
      if (state.phase !== 'choosing') return state;
      return action.showIntro
        ? { phase: 'intro', choice: action.choice }
        : session(action.choice, action.now, action.key);
    case 'startSession':
      return state.phase === 'intro' ? session(state.choice, action.now, action.key) : state;
    case 'practiceAgain':
      return state.phase === 'complete' ? INITIAL_FLOW : state;
  }
  if (state.phase !== 'session') return state;
  switch (action.type) {
    case 'addMinute':
      return { ...state, clock: shiftClock(state.clock, 1, action.now) };
    case 'removeMinute':
      return { ...state, clock: shiftClock(state.clock, -1, action.now) };
    case 'pause':
      if (state.pausedSince !== null) return state;
      return { ...state, clock: pauseClock(state.clock, action.now), pausedSince: action.now };
    case 'resume':
      if (state.pausedSince === null) return state;
      return {
        ...state,
        clock: resumeClock(state.clock, action.now),
        pausedMs: state.pausedMs + (action.now - state.pausedSince),
        pausedSince: null,
      };
    case 'reset':
      return { ...state, clock: startClock(state.choice.minutes * MINUTE_MS, action.now) };
    case 'finish':
      return {
        phase: 'complete',
        choice: state.choice,
        result: sessionResult(state, action.now),
      };
  }
}

/** True when a running session's time is up (the page then finishes it). */
export function isTimeUp(state: MeditationFlow, now: number): boolean {
  return state.phase === 'session' && remainingMs(state.clock, now) === 0;
}
