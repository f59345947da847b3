import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import {
  connectOrigins,
  contentSecurityPolicy,
  workerContentSecurityPolicy,
} from './content-security-policy';

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((entry) => entry.startsWith(`${name} `));
}

describe('contentSecurityPolicy', () => {
  it('allows nothing beyond this origin by default, with Trusted Types required', () => {
    expect(contentSecurityPolicy(loadEnv({}))).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "media-src 'self'",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        'trusted-types default dompurify sandboxed-frame',
      ].join('; '),
    );
  });

  it('adds the hashes of inline scripts to script-src only', () => {
    const policy = contentSecurityPolicy(loadEnv({}), ["'sha256-abc='"]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy.match(/sha256-/g)).toHaveLength(1);
  });

  it('lets pages connect to the configured telemetry, analytics and consent-ledger hosts', () => {
    const env = loadEnv({
      OTEL_ENABLED: 'true',
      OTEL_ENDPOINT: 'https://otel.example.com:4318/v1',
      POSTHOG_KEY: 'phc_test',
      POSTHOG_HOST: 'https://eu.i.posthog.com/',
      CONSENT_LOG_URL: 'https://consent.example.org/ledger',
    });
    expect(directive(contentSecurityPolicy(env), 'connect-src')).toBe(
      "connect-src 'self' https://otel.example.com:4318 https://eu.i.posthog.com https://consent.example.org",
    );
  });

  it('lets images, audio and fetches reach the hosts catalogue URL sources may name', () => {
    const env = loadEnv({
      CONTENT_SOURCE_ORIGINS: 'https://media.example.com/library, http://cdn.example.net:8080',
    });
    const policy = contentSecurityPolicy(env);
    const hosts = 'https://media.example.com http://cdn.example.net:8080';
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: ${hosts}`);
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' ${hosts}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${hosts}`);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('refuses CONTENT_SOURCE_ORIGINS that are not http(s) URLs', () => {
    expect(() => loadEnv({ CONTENT_SOURCE_ORIGINS: 'https://ok.example.com, javascript:alert(1)' })).toThrow(
      /CONTENT_SOURCE_ORIGINS: must be http\(s\) URLs separated by commas/,
    );
  });
});

describe('workerContentSecurityPolicy', () => {
  it('lets workers run and start only our own scripts, with no eval and Trusted Types required', () => {
    expect(workerContentSecurityPolicy(loadEnv({}))).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "require-trusted-types-for 'script'",
        'trusted-types default',
      ].join('; '),
    );
  });

  it('lets workers connect where the pages may, and nowhere else', () => {
    const env = loadEnv({
      POSTHOG_KEY: 'phc_test',
      CONSENT_LOG_URL: 'https://consent.example.org/ledger',
      CONTENT_SOURCE_ORIGINS: 'https://media.example.com/library',
    });
    const connect = directive(workerContentSecurityPolicy(env), 'connect-src');
    expect(connect).toBe(directive(contentSecurityPolicy(env), 'connect-src'));
    expect(connect).toBe(
      "connect-src 'self' https://us.i.posthog.com https://consent.example.org https://media.example.com",
    );
  });
});

describe('connectOrigins', () => {
  it('leaves out the OTLP endpoint while tracing is off and PostHog without a key', () => {
    const env = loadEnv({
      OTEL_ENDPOINT: 'https://otel.example.com',
      POSTHOG_HOST: 'https://ph.example.com',
    });
    expect(connectOrigins(env)).toEqual([]);
  });

  it("names PostHog's own host for a key without POSTHOG_HOST, as posthog-js sends there", () => {
    expect(connectOrigins(loadEnv({ POSTHOG_KEY: 'phc_test' }))).toEqual(['https://us.i.posthog.com']);
  });

  it('names a host shared by several services once', () => {
    const env = loadEnv({
      OTEL_ENABLED: 'true',
      OTEL_ENDPOINT: 'https://collect.example.com/otel',
      CONSENT_LOG_URL: 'https://collect.example.com/consent',
    });
    expect(connectOrigins(env)).toEqual(['https://collect.example.com']);
  });
});
