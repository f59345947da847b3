/**
 * The Trusted Types policies the client may create; the server's Content-Security-Policy allows
 * these names and no others (ADR 039), so a script that slipped in cannot make a policy of its own.
 */
export const TRUSTED_TYPES_POLICIES = {
  /** Turns a same-origin script URL (a worker, the service worker) into a TrustedScriptURL. */
  default: 'default',
  /** DOMPurify's own: it parses SVG into an inert document to sanitise it. */
  dompurify: 'dompurify',
  /** HTML for a frame sandboxed without scripts (the message-template preview). */
  sandboxedFrame: 'sandboxed-frame',
} as const;
