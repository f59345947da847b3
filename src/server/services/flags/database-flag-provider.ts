import {
  ErrorCode,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { evaluateFlagRule } from './evaluate-flag-rule';
import type { FlagRule } from './flag-rule';

/** Where the provider reads the flags from: all of them by key. */
export interface FlagRuleSource {
  current(): Promise<ReadonlyMap<string, FlagRule>>;
}

function failed<T>(value: T, errorCode: ErrorCode, errorMessage: string): ResolutionDetails<T> {
  return { value, reason: StandardResolutionReasons.ERROR, errorCode, errorMessage };
}

/**
 * Our OpenFeature server provider: boolean flags from the feature_flags table (see
 * evaluateFlagRule). An unknown key answers the caller's default with FLAG_NOT_FOUND; flags are
 * booleans only, so the other types answer TYPE_MISMATCH. Any OpenFeature provider can take its
 * place in registerFlagProvider.
 */
export class DatabaseFlagProvider implements Provider {
  readonly metadata = { name: 'quietline-database' } as const;
  readonly runsOn = 'server';

  constructor(private readonly source: FlagRuleSource) {}

  async resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    const rule = (await this.source.current()).get(flagKey);
    if (!rule) return failed(defaultValue, ErrorCode.FLAG_NOT_FOUND, `No feature flag "${flagKey}"`);
    return evaluateFlagRule(rule, context);
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return Promise.resolve(this.notBoolean(flagKey, defaultValue));
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return Promise.resolve(this.notBoolean(flagKey, defaultValue));
  }

  resolveObjectEvaluation<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
  ): Promise<ResolutionDetails<T>> {
    return Promise.resolve(this.notBoolean(flagKey, defaultValue));
  }

  private notBoolean<T>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return failed(defaultValue, ErrorCode.TYPE_MISMATCH, `Feature flag "${flagKey}" is a boolean`);
  }
}
