import { describe, expect, it } from 'vitest';
import { parseBracketForm } from './parse-bracket-form';

describe('parseBracketForm', () => {
  it('nests bracket keys into objects and numbered ones into arrays, as Stripe reads them', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1' +
      '&metadata[userId]=u%201&subscription_data[metadata][cycle]=yearly&success_url=http%3A%2F%2Fx%2Fok%3Fa%3D1';
    expect(parseBracketForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '1' }],
      metadata: { userId: 'u 1' },
      subscription_data: { metadata: { cycle: 'yearly' } },
      success_url: 'http://x/ok?a=1',
    });
  });

  it('reads encoded brackets the same, and an empty body as no fields', () => {
    expect(parseBracketForm('items%5B0%5D%5Bid%5D=si_1')).toEqual({ items: [{ id: 'si_1' }] });
    expect(parseBracketForm('')).toEqual({});
  });
});
