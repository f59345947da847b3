/**
 * posthog-js as a chunk with a name of its own (`posthog-module-*.js`), so the service worker can
 * leave it out of its precache: it is fetched only once Analytics is consented (ADR 023).
 */
export { default } from 'posthog-js';
