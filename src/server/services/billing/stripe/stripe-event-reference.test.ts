import { describe, expect, it } from 'vitest';
import { stripeEventSchema, subscriptionReferenceOf } from './stripe-event-reference';

const event = (type: string, object: Record<string, unknown>) =>
  stripeEventSchema.parse({ id: 'evt_1', type, data: { object } });

describe('subscriptionReferenceOf', () => {
  it('finds the subscription of a completed checkout, with its client reference as the member', () => {
    expect(
      subscriptionReferenceOf(
        event('checkout.session.completed', { subscription: 'sub_1', client_reference_id: 'user-1' }),
      ),
    ).toEqual({ subscriptionId: 'sub_1', userIdHint: 'user-1' });
    expect(
      subscriptionReferenceOf(event('checkout.session.completed', { subscription: { id: 'sub_2' } })),
    ).toEqual({ subscriptionId: 'sub_2', userIdHint: null });
  });

  it.each([
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
  ])('finds the subscription of %s by its own id', (type) => {
    expect(subscriptionReferenceOf(event(type, { id: 'sub_3', status: 'active' }))).toEqual({
      subscriptionId: 'sub_3',
      userIdHint: null,
    });
  });

  it.each(['invoice.paid', 'invoice.payment_failed'])(
    'finds the subscription of %s under parent (current API) or at the top (older versions)',
    (type) => {
      const current = { parent: { subscription_details: { subscription: 'sub_4' } } };
      expect(subscriptionReferenceOf(event(type, current))?.subscriptionId).toBe('sub_4');
      expect(subscriptionReferenceOf(event(type, { subscription: 'sub_5' }))?.subscriptionId).toBe('sub_5');
    },
  );

  it('answers null for other events and for malformed or subscription-less objects', () => {
    expect(subscriptionReferenceOf(event('customer.created', { id: 'cus_1' }))).toBeNull();
    expect(subscriptionReferenceOf(event('checkout.session.completed', { subscription: null }))).toBeNull();
    expect(subscriptionReferenceOf(event('customer.subscription.updated', { id: 42 }))).toBeNull();
    expect(subscriptionReferenceOf(event('invoice.paid', { parent: 'nonsense' }))).toBeNull();
    expect(subscriptionReferenceOf(event('invoice.payment_failed', { parent: null }))).toBeNull();
  });

  it('refuses an envelope without an id, a type or a data object', () => {
    for (const bad of [
      {},
      { id: 'evt', type: 'x' },
      { id: '', type: 'x', data: { object: {} } },
      { id: 'e', type: 'x', data: { object: [] } },
    ])
      expect(stripeEventSchema.safeParse(bad).success).toBe(false);
  });
});
