import { describe, expect, it } from 'vitest';
import { PreferencesSchema } from '../../shared/practice/preferences';
import { answer } from './stub-fetch';

describe('answer', () => {
  it('answers a body that fits the shared schema as JSON, with the given status', async () => {
    const body = { sessionLength: 10, soundtrackId: null, introShown: false };
    const response = answer(PreferencesSchema, body, { status: 201 });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(body);
  });

  it('refuses a fake answer that drifted from the contract: tsc first, the schema at run time', () => {
    const drifted = () =>
      // @ts-expect-error -- the contract's sessionLength is a number of minutes
      answer(PreferencesSchema, { sessionLength: '10', soundtrackId: null, introShown: false });
    expect(drifted).toThrow();
  });
});
