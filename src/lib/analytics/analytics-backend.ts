import type { z } from 'zod';
import type { identifyRequestSchema, trackRequestSchema } from '../../shared/analytics/analytics-requests';

/** A track call as the server's schema reads it: event, properties (with the ISO timestamp), userId. */
export type TrackCall = z.output<typeof trackRequestSchema>;
/** An identify call: userId and person properties (with the ISO timestamp). */
export type IdentifyCall = z.output<typeof identifyRequestSchema>;

/**
 * One place analytics go (spec §7: our own API, the product-analytics service). The provider
 * starts every backend once Analytics is consented, calls them only after all have started, and
 * stops them when consent is withdrawn. Calls never throw to the app: failures are logged.
 */
export interface AnalyticsBackend {
  /** Shown in the log when the backend fails. */
  readonly name: string;
  /** Gets ready to send; resolves once it can. Called again after a stop when consent returns. */
  start(): Promise<void>;
  /** Stops sending and forgets what it kept in the browser. */
  stop(): void;
  /** An event: name, properties (with the client's ISO timestamp) and the member's id or null. */
  track(call: TrackCall): void;
  /** Who the member is, with person properties (plus the timestamp). */
  identify(call: IdentifyCall): void;
}
