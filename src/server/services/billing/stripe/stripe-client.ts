import Stripe from 'stripe';

export interface StripeClientSettings {
  secretKey: string;
  /** Another host for the API (env STRIPE_API_URL): the tests' loopback stand-in. */
  apiUrl?: string | undefined;
}

/** The official SDK, pointed at Stripe or, when `apiUrl` is set, at that host instead. */
export function createStripeClient({ secretKey, apiUrl }: StripeClientSettings): Stripe {
  if (!apiUrl) return new Stripe(secretKey);
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port ? { port: Number(url.port) } : {}),
  });
}
