import { describe, expect, it } from 'vitest';
import { consentRecordSchema } from '../../../shared/consent/consent-record';
import { consentLedgerRecord } from './consent-ledger-record';

const context = {
  sessionId: 'quietline_1772366400000_0f1e2d3c4b5a6978_aB3dE5gH',
  userId: null,
  categories: { analytics: true, social: false, advertising: false },
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  location: 'United Kingdom',
  domain: 'quietline.app',
};

describe('consentLedgerRecord', () => {
  it('holds exactly the fields of spec §7, which the ledger accepts', () => {
    const record = consentLedgerRecord('save_preferences', context);
    expect(record).toEqual({
      website_id: 'quietline',
      session_id: context.sessionId,
      user_id: null,
      analytics: true,
      social: false,
      advertising: false,
      consent_method: 'save_preferences',
      consent_version: '1.0',
      user_agent: context.userAgent,
      location: 'United Kingdom',
      anonymised_ip: '{ip}',
      domain: 'quietline.app',
    });
    expect(consentRecordSchema.safeParse(record).success).toBe(true);
  });

  it('names the signed-in member and cuts an overlong user agent to what the ledger takes', () => {
    const record = consentLedgerRecord('init', { ...context, userId: 'u1', userAgent: 'x'.repeat(5000) });
    expect(record.user_id).toBe('u1');
    expect(record.user_agent).toHaveLength(1024);
    expect(consentRecordSchema.safeParse(record).success).toBe(true);
  });
});
