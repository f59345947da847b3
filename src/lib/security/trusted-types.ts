import { TRUSTED_TYPES_POLICIES } from '../../shared/security/trusted-types-policies';

/** The part of the Trusted Types API the app uses (the DOM typings do not carry it yet). */
interface TrustedTypePolicy {
  createHTML(input: string): unknown;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): TrustedTypePolicy;
}

/** The browser's policy factory; absent where Trusted Types are not supported. */
function policyFactory(): TrustedTypePolicyFactory | undefined {
  return (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
}

let framePolicy: TrustedTypePolicy | undefined;

/**
 * HTML for the `srcdoc` of a frame sandboxed without allow-scripts: nothing in it can run, and it
 * inherits this page's policy besides. The value is TrustedHTML where the browser has Trusted
 * Types (typed as string for the DOM typings); the plain string elsewhere.
 */
export function sandboxedFrameHtml(html: string): string {
  const factory = policyFactory();
  if (!factory) return html;
  framePolicy ??= factory.createPolicy(TRUSTED_TYPES_POLICIES.sandboxedFrame, {
    createHTML: (input) => input,
  });
  // TrustedHTML stringifies to the HTML; the srcdoc setter takes it as it is.
  return framePolicy.createHTML(html) as string;
}
