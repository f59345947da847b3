import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';

function ipApp(trustProxy: boolean) {
  return new Hono<AppEnv>().get('/', (c) => c.text(clientIp(c, trustProxy)));
}

function socketBindings(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } } as unknown as AppEnv['Bindings'];
}

const forwarded = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' };

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For without a trusted proxy', async () => {
    const response = await ipApp(false).request('/', { headers: forwarded }, socketBindings('198.51.100.2'));
    expect(await response.text()).toBe('198.51.100.2');
  });

  it('takes the address the trusted proxy appended, not what the client wrote before it', async () => {
    const response = await ipApp(true).request('/', { headers: forwarded }, socketBindings('10.0.0.1'));
    expect(await response.text()).toBe('203.0.113.7');
  });

  it('falls back to the socket behind a trusted proxy that sent no header', async () => {
    const response = await ipApp(true).request('/', {}, socketBindings('::ffff:192.0.2.5'));
    expect(await response.text()).toBe('192.0.2.5');
  });

  it('says unknown when there is no socket', async () => {
    expect(await (await ipApp(false).request('/')).text()).toBe('unknown');
  });
});
