import { describe, expect, it } from 'vitest';
import {
  adoptsServerConsent,
  localChoiceToSend,
  wantsBanner,
  type ServerConsent,
} from './server-consent-rules';

const pending: ServerConsent = { state: 'pending' };
const failed: ServerConsent = { state: 'error' };
const answered = (status: boolean | null): ServerConsent => ({ state: 'answered', status });

describe('wantsBanner', () => {
  it('stays hidden while a choice is stored, whatever the server says', () => {
    for (const server of [pending, failed, answered(null), answered(false), answered(true)]) {
      expect(wantsBanner({ local: 'stored', localChoice: false, server })).toBe(false);
    }
  });

  it('shows after the stored choice expired, even when the server still says true', () => {
    expect(wantsBanner({ local: 'expired', localChoice: null, server: answered(true) })).toBe(true);
  });

  it('without a stored choice, hides once the server status is true', () => {
    expect(wantsBanner({ local: 'none', localChoice: null, server: answered(true) })).toBe(false);
    expect(wantsBanner({ local: 'none', localChoice: true, server: answered(false) })).toBe(true);
    expect(wantsBanner({ local: 'none', localChoice: null, server: answered(null) })).toBe(true);
  });

  it('hides for a local true while the server has not answered or failed', () => {
    expect(wantsBanner({ local: 'none', localChoice: true, server: pending })).toBe(false);
    expect(wantsBanner({ local: 'none', localChoice: true, server: failed })).toBe(false);
    expect(wantsBanner({ local: 'none', localChoice: false, server: failed })).toBe(true);
    expect(wantsBanner({ local: 'none', localChoice: null, server: pending })).toBe(true);
  });
});

describe('localChoiceToSend', () => {
  it('sends the local status only when the server answered that it has none', () => {
    expect(localChoiceToSend({ local: 'none', localChoice: true, server: answered(null) })).toBe(true);
    expect(localChoiceToSend({ local: 'stored', localChoice: false, server: answered(null) })).toBe(false);
    expect(localChoiceToSend({ local: 'none', localChoice: null, server: answered(null) })).toBeNull();
    expect(localChoiceToSend({ local: 'none', localChoice: true, server: answered(false) })).toBeNull();
    expect(localChoiceToSend({ local: 'none', localChoice: true, server: pending })).toBeNull();
    expect(localChoiceToSend({ local: 'none', localChoice: true, server: failed })).toBeNull();
  });
});

describe('adoptsServerConsent', () => {
  it("takes the server's true only when this browser holds no choice", () => {
    expect(adoptsServerConsent({ local: 'none', localChoice: null, server: answered(true) })).toBe(true);
    expect(adoptsServerConsent({ local: 'expired', localChoice: null, server: answered(true) })).toBe(false);
    expect(adoptsServerConsent({ local: 'stored', localChoice: false, server: answered(true) })).toBe(false);
    expect(adoptsServerConsent({ local: 'none', localChoice: null, server: answered(false) })).toBe(false);
  });
});
