import {
  ErrorCode,
  StandardResolutionReasons,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';

/** Fetches the caller's resolved flags (GET /api/flags). */
export type LoadFlags = () => Promise<Record<string, boolean>>;

function failed<T>(value: T, errorCode: ErrorCode, errorMessage: string): ResolutionDetails<T> {
  return { value, reason: StandardResolutionReasons.ERROR, errorCode, errorMessage };
}

/**
 * Our OpenFeature web provider, for the SDK's static-context paradigm: the server resolves every
 * flag for the signed-in member, this provider holds the answer, and the SDK evaluates from it
 * synchronously. A context change (sign-in, sign-out, another role) loads the flags again. When
 * loading fails, flags resolve to their defaults (the behaviour before flags) until the next load.
 */
export class ApiFlagProvider implements Provider {
  readonly metadata = { name: 'quietline-api' } as const;
  readonly runsOn = 'client';
  private flags: Record<string, boolean> = {};
  private latest = 0;

  constructor(private readonly load: LoadFlags) {}

  initialize(): Promise<void> {
    return this.reload();
  }

  onContextChange(): Promise<void> {
    return this.reload();
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    if (!Object.hasOwn(this.flags, flagKey))
      return failed(defaultValue, ErrorCode.FLAG_NOT_FOUND, `No feature flag "${flagKey}"`);
    const value = this.flags[flagKey] === true;
    return { value, variant: value ? 'on' : 'off', reason: StandardResolutionReasons.CACHED };
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return this.notBoolean(flagKey, defaultValue);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return this.notBoolean(flagKey, defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return this.notBoolean(flagKey, defaultValue);
  }

  private notBoolean<T>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return failed(defaultValue, ErrorCode.TYPE_MISMATCH, `Feature flag "${flagKey}" is a boolean`);
  }

  /** Only the newest load is kept: a slow answer for the previous member never overwrites it. */
  private async reload(): Promise<void> {
    const load = ++this.latest;
    let flags: Record<string, boolean> = {};
    try {
      flags = await this.load();
    } catch (error) {
      console.warn('Failed to fetch feature flags', error);
    }
    if (load === this.latest) this.flags = flags;
  }
}
