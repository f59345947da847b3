import { TRUSTED_TYPES_POLICIES } from './trusted-types-policies';

/** The part of the Trusted Types API this module uses (the DOM typings do not carry it yet). */
interface TrustedScriptUrlFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): unknown;
}

/** A window or a worker's global scope: where the script runs, and its policy factory if any. */
interface ScriptScope {
  readonly location: { readonly href: string; readonly origin: string };
  readonly trustedTypes?: TrustedScriptUrlFactory;
}

/**
 * The page and the workers require Trusted Types for scripts (ADR 039), so `new Worker(url)` and
 * the service worker's registration need a TrustedScriptURL. Vite writes the worker URLs and
 * workbox-window registers /sw.js as plain strings; the default policy turns a string into one
 * when it names a script of this origin (a blob: URL made here included), the same scripts
 * script-src 'self' runs, and refuses any other. It makes no HTML and no script text: those sinks
 * stay closed. No-op where the browser has no Trusted Types.
 */
export function installTrustedTypesDefaultPolicy(
  scope: ScriptScope = globalThis as unknown as ScriptScope,
): void {
  const isSameOrigin = (url: string) => new URL(url, scope.location.href).origin === scope.location.origin;
  scope.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES.default, {
    createScriptURL: (url) => (isSameOrigin(url) ? url : null),
  });
}
