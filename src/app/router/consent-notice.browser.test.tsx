import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { startConsent } from '../../features/consent/blocking/start-consent';
import { guessLocation } from '../../features/consent/utils/guess-location';
import type { RuntimeConfig } from '../../lib/runtime-config/runtime-config-schema';
import { nextFrame, waitFramesUntil } from '../../lib/testing/next-frame';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { testRuntimeConfig } from '../../lib/testing/stub-fetch';
import { noConsent } from '../../shared/consent/consent-categories';
import { consentRecordSchema } from '../../shared/consent/consent-record';
import { consentSessionIdPattern } from '../../shared/consent/consent-session-id';
import { AppProviders } from '../providers/app-providers';
import { buttonNamed, renderApp, signInAs } from '../testing/app-harness';
import {
  consentNotice,
  floatingConsentButton,
  forgetConsent,
  setUpConsentTests,
  storeChoice,
  storedChoice,
  stubConsentServer,
} from '../testing/consent-harness';
import { appRoutes } from './app-routes';

const button = (name: string) => buttonNamed(document.body, name);

/** The notice appears this long after a first visit (spec §9). */
const enterDelayMs = 50;

/** An Ark UI switch's label, which toggles it when clicked. */
function switchLabelled(name: string): HTMLElement {
  const label = [...document.querySelectorAll<HTMLElement>('[data-part="label"]')].find(
    (l) => l.textContent === name,
  );
  if (!label) throw new Error(`no switch labelled ${name}`);
  return label;
}

/** A cookie as Chromium's cookieStore reports it (TypeScript's DOM types name only name and value). */
interface StoredCookie {
  value: string;
  path: string;
  sameSite: string;
  expires: number | null;
}

async function cookieNamed(name: string): Promise<StoredCookie | undefined> {
  return ((await window.cookieStore.get(name)) ?? undefined) as StoredCookie | undefined;
}

function renderAppWith(config: RuntimeConfig, path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return renderForTest(
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

setUpConsentTests();

describe('the consent notice in the root layout', () => {
  it('pops up 50 ms after a first visit, with the spec’s texts and a consent session', async () => {
    const server = stubConsentServer();
    // The enter delay runs on a fake clock that only this test moves: away at 49 ms, there at 50.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderApp('/');
      // The notice's status request is sent from the same effects that start its delay.
      await waitFramesUntil(() => server.sessionsAtStatusRequest.length === 1);
      await vi.advanceTimersByTimeAsync(enterDelayMs - 1);
      await nextFrame();
      expect(document.querySelector('header')).not.toBeNull();
      expect(consentNotice()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      // Back on real timers before the condition wait, which would otherwise move the clock.
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());

    const notice = consentNotice()!;
    expect(notice.dataset.consentNotice).toBe('popup');
    expect(notice.querySelector('h2')?.textContent).toBe('We use cookies');
    expect(notice.getAttribute('aria-labelledby')).toBe(notice.querySelector('h2')?.id);
    expect([...notice.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Manage Cookies',
      'Decline',
      'Accept',
    ]);
    expect(notice.querySelector('a')?.textContent).toBe('Privacy Policy');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/privacy');

    // The server keys a signed-out visitor by the session cookie, so it exists before the question.
    expect(server.sessionsAtStatusRequest).toHaveLength(1);
    expect(server.sessionsAtStatusRequest[0]).toMatch(consentSessionIdPattern);
    expect(server.sessionsAtStatusRequest[0]).toMatch(/^quietline_/);
    const cookie = await cookieNamed('cookie-consent-session');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it('stores Accept for all three categories, tells the server and leaves the floating button', async () => {
    const server = stubConsentServer();
    await renderApp('/');
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
    await userEvent.click(button('Accept'));
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();

    const consented = { consented: true, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
    expect(storedChoice()).toEqual({ analytics: consented, social: consented, advertising: consented });
    const cookie = await cookieNamed('cookie-consent');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('lax');
    expect((cookie?.expires ?? 0) - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    await vi.waitFor(() =>
      expect(server.bodies('POST', '/api/consent')).toEqual([{ consentType: 'cookie', status: true }]),
    );
    // On localhost the ledger is skipped unless configured otherwise.
    expect(server.bodies('POST', '/api/consents')).toEqual([]);
  });

  it('stays away for a returning visitor, whose floating button and the window event reopen the preferences', async () => {
    stubConsentServer(false);
    storeChoice({ analytics: true, social: false, advertising: false }, 10);
    await renderApp('/');
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();

    await userEvent.click(floatingConsentButton()!.querySelector('button')!);
    await vi.waitFor(() =>
      expect(consentNotice()?.querySelector('h2')?.textContent).toBe('Cookie Preferences'),
    );
    expect(consentNotice()!.textContent).toContain('Always on');
    expect(consentNotice()!.textContent).toMatch(/Status: Consented on \w{3} \d{1,2}, \d{4}/);
    expect(consentNotice()!.textContent).toMatch(/Status: Declined on \w{3} \d{1,2}, \d{4}/);

    await userEvent.click(button('Cancel'));
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();

    window.dispatchEvent(new Event('show-cookie-consent'));
    await vi.waitFor(() =>
      expect(consentNotice()?.querySelector('h2')?.textContent).toBe('Cookie Preferences'),
    );
    await userEvent.click(button('Cancel'));
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());

    await userEvent.click(
      floatingConsentButton()!.querySelector('[aria-label="Hide the cookie settings button"]')!,
    );
    await vi.waitFor(() => expect(floatingConsentButton()).toBeNull());
    expect(consentNotice()).toBeNull();
  });

  it('asks again once the stored choice has expired, deleting it here and on the server', async () => {
    const server = stubConsentServer(true);
    localStorage.setItem('cookieConsent', 'true');
    storeChoice({ analytics: true, social: true, advertising: true }, 365);
    await renderApp('/');
    await vi.waitFor(() => expect(consentNotice()?.querySelector('h2')?.textContent).toBe('We use cookies'));
    expect(storedChoice()).toBeUndefined();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    await vi.waitFor(() =>
      expect(server.bodies('POST', '/api/consent')).toEqual([{ consentType: 'cookie', status: null }]),
    );
  });

  it('honours the expiry configured at startup', async () => {
    stubConsentServer();
    storeChoice(noConsent, 2);
    const config = { ...testRuntimeConfig, CONSENT_EXPIRY_DAYS: 1 };
    const stopBlocking = startConsent(config);
    try {
      await renderAppWith(config);
      await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
      expect(storedChoice()).toBeUndefined();
    } finally {
      stopBlocking();
    }
  });

  it("hides the notice once the server says true, taking the member's full consent", async () => {
    stubConsentServer(true);
    await renderApp('/');
    await vi.waitFor(() => expect(storedChoice()?.advertising.consented).toBe(true));
    expect(storedChoice()?.analytics.consented).toBe(true);
    expect(floatingConsentButton()).not.toBeNull();
    expect(consentNotice()).toBeNull();
  });

  it('sends the local choice when the server has none, and shows no notice for it', async () => {
    const server = stubConsentServer(null);
    localStorage.setItem('cookieConsent', 'true');
    await renderApp('/');
    await vi.waitFor(() =>
      expect(server.bodies('POST', '/api/consent')).toEqual([{ consentType: 'cookie', status: true }]),
    );
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();
  });

  it('keeps the notice away for a local true while the server fails, and asks when nothing is known', async () => {
    stubConsentServer('error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cookieConsent', 'true');
    await renderApp('/');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to fetch consent', expect.any(String)));
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();
    await cleanupRendered();

    localStorage.removeItem('cookieConsent');
    forgetConsent();
    await renderApp('/');
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
  });
});

describe('the consent ledger', () => {
  const ledgerConfig = { ...testRuntimeConfig, CONSENT_LOG_ON_PRIVATE_HOSTS: 'true' } as const;
  const fields = [
    'website_id',
    'session_id',
    'user_id',
    'analytics',
    'social',
    'advertising',
    'consent_method',
    'consent_version',
    'user_agent',
    'location',
    'anonymised_ip',
    'domain',
  ];

  it('records the session start and each choice with exactly the spec’s fields', async () => {
    const server = stubConsentServer();
    await renderAppWith(ledgerConfig);
    await vi.waitFor(() => expect(server.bodies('POST', '/api/consents')).toHaveLength(1));
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
    await userEvent.click(button('Decline'));
    await vi.waitFor(() => expect(server.bodies('POST', '/api/consents')).toHaveLength(2));

    const [init, decline] = server.bodies('POST', '/api/consents') as Record<string, unknown>[];
    const session = (await cookieNamed('cookie-consent-session'))?.value;
    const common = {
      website_id: 'quietline',
      session_id: session,
      user_id: null,
      analytics: false,
      social: false,
      advertising: false,
      consent_version: '1.0',
      user_agent: navigator.userAgent,
      location: await guessLocation(),
      anonymised_ip: '{ip}',
      domain: window.location.hostname,
    };
    expect(Object.keys(init ?? {}).sort()).toEqual([...fields].sort());
    expect(init).toEqual({ ...common, consent_method: 'init' });
    expect(decline).toEqual({ ...common, consent_method: 'decline' });
    expect(consentRecordSchema.safeParse(init).success).toBe(true);
  });

  it('names the signed-in member and records what Save Preferences chose', async () => {
    const server = stubConsentServer();
    signInAs('user');
    await renderAppWith(ledgerConfig);
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
    await userEvent.click(button('Manage Cookies'));
    await vi.waitFor(() =>
      expect(consentNotice()?.querySelector('h2')?.textContent).toBe('Cookie Preferences'),
    );
    await userEvent.click(switchLabelled('Analytics'));
    await userEvent.click(button('Save Preferences'));
    await vi.waitFor(() => expect(server.bodies('POST', '/api/consents')).toHaveLength(2));
    expect(server.bodies('POST', '/api/consents')).toMatchObject([
      { consent_method: 'init', user_id: 'u1', analytics: false },
      {
        consent_method: 'save_preferences',
        user_id: 'u1',
        analytics: true,
        social: false,
        advertising: false,
      },
    ]);
  });
});
