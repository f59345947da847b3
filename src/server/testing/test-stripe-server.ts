import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nowMs } from '../clock';
import { parseBracketForm, type FormValue } from './parse-bracket-form';

type Interval = 'month' | 'year';
type Params = { [key: string]: FormValue };

/** One API call the stand-in received: what a test asserts the adapter sent. */
export interface StripeCall {
  method: string;
  path: string;
  params: Params;
}

/** The fields of Stripe's objects that Quietline reads, in Stripe's shapes (times in seconds). */
export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  /** The stand-in's own record of what was bought (Stripe keeps it as line items). */
  line_items: { price: string; quantity: string }[];
  subscription_metadata: Record<string, string>;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface TestStripeServer {
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL for the app under test. */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_URL: string };
  /** Every API call, in order. */
  calls: readonly StripeCall[];
  checkoutSession(id: string): StandInCheckoutSession | undefined;
  subscription(id: string): StandInSubscription | undefined;
  /**
   * Plays the member paying on the hosted checkout page: a customer (unless the session named
   * one) and an active subscription on the session's price, with its subscription metadata.
   */
  completeCheckout(sessionId: string): StandInSubscription;
  /** Changes a subscription as Stripe would on its own (a failed renewal, a period ending). */
  updateSubscription(
    id: string,
    patch: Partial<Pick<StandInSubscription, 'status' | 'ended_at' | 'metadata'>>,
  ): void;
  close(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const seconds = () => Math.floor(nowMs() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : null);
const record = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};
const list = (value: FormValue | undefined): Params[] =>
  Array.isArray(value)
    ? value.filter((item): item is Params => typeof item === 'object' && !Array.isArray(item))
    : [];

function periodEnd(start: number, interval: Interval): number {
  const end = new Date(start * 1000);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A loopback stand-in of the few Stripe API endpoints Quietline calls (Checkout Sessions, Billing
 * Portal sessions, subscriptions), reached through the real SDK with STRIPE_API_URL. `prices`
 * are the price ids it knows, with their billing interval; any other price is refused as Stripe would.
 */
export async function startTestStripeServer(prices: Record<string, Interval>): Promise<TestStripeServer> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const calls: StripeCall[] = [];
  const sessions = new Map<string, StandInCheckoutSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const customers = new Set<string>();
  let baseUrl = '';

  const intervalOf = (price: string | null): Interval => {
    const interval = price === null ? undefined : prices[price];
    if (!interval) throw new StripeApiError(400, `No such price: '${price}'`, 'resource_missing');
    return interval;
  };

  const findSubscription = (id: string): StandInSubscription => {
    const found = subscriptions.get(id);
    if (!found) throw new StripeApiError(404, `No such subscription: '${id}'`, 'resource_missing');
    return found;
  };

  const liveSubscription = (id: string): StandInSubscription => {
    const found = findSubscription(id);
    if (found.status === 'canceled')
      throw new StripeApiError(
        400,
        'A canceled subscription can only update its metadata',
        'resource_missing',
      );
    return found;
  };

  function createCheckoutSession(params: Params): StandInCheckoutSession {
    const lineItems = list(params.line_items).map((item) => ({
      price: text(item.price) ?? '',
      quantity: text(item.quantity) ?? '1',
    }));
    if (lineItems.length !== 1) throw new StripeApiError(400, 'Give one line item', 'parameter_invalid');
    intervalOf(lineItems[0]?.price ?? null);
    const customer = text(params.customer);
    if (customer !== null && !customers.has(customer))
      throw new StripeApiError(400, `No such customer: '${customer}'`, 'resource_missing');
    const id = newId('cs');
    const session: StandInCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: text(params.mode) ?? 'payment',
      url: `${baseUrl}/c/pay/${id}`,
      status: 'open',
      customer,
      customer_email: text(params.customer_email),
      client_reference_id: text(params.client_reference_id),
      metadata: record(params.metadata),
      subscription: null,
      success_url: text(params.success_url) ?? '',
      cancel_url: text(params.cancel_url) ?? '',
      created: seconds(),
      line_items: lineItems,
      subscription_metadata: record((params.subscription_data as Params | undefined)?.metadata),
    };
    sessions.set(id, session);
    return session;
  }

  function updateSubscription(id: string, params: Params): StandInSubscription {
    const subscription = liveSubscription(id);
    const cancel = text(params.cancel_at_period_end);
    if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true';
    for (const change of list(params.items)) {
      const item = subscription.items.data.find((candidate) => candidate.id === text(change.id));
      if (!item) throw new StripeApiError(400, 'No such subscription item', 'resource_missing');
      const price = text(change.price);
      // A new interval starts a new period now (Stripe resets the billing cycle anchor).
      if (intervalOf(price) !== intervalOf(item.price.id)) {
        item.current_period_start = seconds();
        item.current_period_end = periodEnd(seconds(), intervalOf(price));
      }
      item.price = { id: price ?? '', object: 'price' };
    }
    return subscription;
  }

  function cancelSubscription(id: string): StandInSubscription {
    const subscription = liveSubscription(id);
    Object.assign(subscription, { status: 'canceled', canceled_at: seconds(), ended_at: seconds() });
    return subscription;
  }

  function route(method: string, path: string, params: Params): object {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = text(params.customer) ?? '';
      if (!customers.has(customer))
        throw new StripeApiError(400, `No such customer: '${customer}'`, 'resource_missing');
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: text(params.return_url),
        url: `${baseUrl}/p/session/${id}`,
      };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const subscriptionId = subscriptionPath?.[1];
    if (subscriptionId !== undefined) {
      if (method === 'GET') return findSubscription(subscriptionId);
      if (method === 'POST') return updateSubscription(subscriptionId, params);
      if (method === 'DELETE') return cancelSubscription(subscriptionId);
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path})`, 'not_found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const send = (status: number, payload: object) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const params = parseBracketForm(method === 'GET' ? url.search.slice(1) : body);
    calls.push({ method, path: url.pathname, params });
    try {
      send(200, route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      send(error.status, {
        error: { type: 'invalid_request_error', code: error.code, message: error.message },
      });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
      STRIPE_API_URL: baseUrl,
    },
    calls,
    checkoutSession: (id) => sessions.get(id),
    subscription: (id) => subscriptions.get(id),
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`no open checkout session ${sessionId}`);
      const customer = session.customer ?? newId('cus');
      customers.add(customer);
      const price = session.line_items[0]?.price ?? '';
      const start = seconds();
      const subscription: StandInSubscription = {
        id: newId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created: start,
        metadata: session.subscription_metadata,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: price, object: 'price' },
              current_period_start: start,
              current_period_end: periodEnd(start, intervalOf(price)),
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', customer, subscription: subscription.id });
      return subscription;
    },
    updateSubscription(id, patch) {
      Object.assign(findSubscription(id), patch);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
