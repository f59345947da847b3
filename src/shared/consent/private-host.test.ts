import { describe, expect, it } from 'vitest';
import { isPrivateHost } from './private-host';

describe('isPrivateHost', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'app.localhost',
    'quietline.local',
    'db.internal',
    'nas.home.arpa',
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.10.1',
    '100.64.0.1',
    '::1',
    '[::1]',
    '[::]',
    '[fd12:3456::1]',
    '[fe80::1]',
    '[::ffff:192.168.0.1]',
    '[::ffff:7f00:1]',
  ])('treats %s as private', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each([
    'quietline.app',
    'www.example.com',
    'localhost.example.com',
    'local.example.com',
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '100.128.0.1',
    '256.1.1.1',
    '[2001:db8::1]',
    '[::ffff:8.8.8.8]',
    '[2606:4700:4700::1111]',
  ])('treats %s as public', (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });
});
