import { randomUUID } from 'node:crypto';
import { ErrorCode, OpenFeature } from '@openfeature/web-sdk';
import { describe, expect, it, vi } from 'vitest';
import { ApiFlagProvider } from './api-flag-provider';

/** A load whose answers the test settles one by one, in any order. */
function controlledLoad() {
  const pending: { resolve: (flags: Record<string, boolean>) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Record<string, boolean>>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe('ApiFlagProvider', () => {
  it('loads the flags for the first context and again for each new one', async () => {
    const domain = `web-test-${randomUUID()}`;
    const { load, pending } = controlledLoad();
    const ready = OpenFeature.setProviderAndWait(domain, new ApiFlagProvider(load), {});
    pending[0]!.resolve({ 'gallery-replay': false });
    await ready;
    const client = OpenFeature.getClient(domain);
    expect(client.getBooleanValue('gallery-replay', true)).toBe(false);

    const signedIn = OpenFeature.setContext(domain, { targetingKey: 'u1', role: 'user' });
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve({ 'gallery-replay': true });
    await signedIn;
    expect(client.getBooleanValue('gallery-replay', false)).toBe(true);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    const domain = `web-test-${randomUUID()}`;
    const { load, pending } = controlledLoad();
    const ready = OpenFeature.setProviderAndWait(domain, new ApiFlagProvider(load), {});
    pending[0]!.resolve({});
    await ready;
    const first = OpenFeature.setContext(domain, { targetingKey: 'u1' });
    const second = OpenFeature.setContext(domain, {});
    pending[2]!.resolve({ 'gallery-replay': false });
    pending[1]!.resolve({ 'gallery-replay': true });
    await Promise.all([first, second]);
    expect(OpenFeature.getClient(domain).getBooleanValue('gallery-replay', true)).toBe(false);
  });

  it('answers defaults with FLAG_NOT_FOUND for a flag it does not hold, or when loading failed', async () => {
    const domain = `web-test-${randomUUID()}`;
    const { load, pending } = controlledLoad();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ready = OpenFeature.setProviderAndWait(domain, new ApiFlagProvider(load), {});
    pending[0]!.reject(new Error('offline'));
    await ready;
    const details = OpenFeature.getClient(domain).getBooleanDetails('gallery-replay', true);
    expect(details).toMatchObject({ value: true, errorCode: ErrorCode.FLAG_NOT_FOUND });
    expect(warn).toHaveBeenCalledWith('Failed to fetch feature flags', expect.any(Error));
    warn.mockRestore();
  });
});
