import { describe, expectTypeOf, it } from 'vitest';
import type { appEventFields } from '../../../../shared/messaging/app-events';
import type { AppEventPayloads } from './app-event';

type Listed<Name extends keyof typeof appEventFields> = (typeof appEventFields)[Name][number];

describe('app event payloads', () => {
  it('carry exactly the fields the console lists for each event', () => {
    expectTypeOf<keyof AppEventPayloads['user.registered']>().toEqualTypeOf<Listed<'user.registered'>>();
    expectTypeOf<keyof AppEventPayloads['password.reset_requested']>().toEqualTypeOf<
      Listed<'password.reset_requested'>
    >();
    expectTypeOf<keyof AppEventPayloads['subscription.activated']>().toEqualTypeOf<
      Listed<'subscription.activated'>
    >();
    expectTypeOf<keyof AppEventPayloads['subscription.canceled']>().toEqualTypeOf<
      Listed<'subscription.canceled'>
    >();
    expectTypeOf<keyof AppEventPayloads['session.completed']>().toEqualTypeOf<Listed<'session.completed'>>();
    expectTypeOf<keyof AppEventPayloads['streak.reached']>().toEqualTypeOf<Listed<'streak.reached'>>();
  });
});
