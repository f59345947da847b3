import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ConsentNotice, type ConsentNoticeProps } from '../../features/consent/components/consent-notice';
import { nextFrame } from '../../lib/testing/next-frame';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { testRuntimeConfig } from '../../lib/testing/stub-fetch';
import { AppProviders } from '../providers/app-providers';
import { buttonNamed } from '../testing/app-harness';
import {
  consentNotice,
  floatingConsentButton,
  resetConsentState,
  setUpConsentTests,
  storeChoice,
  storedChoice,
  stubConsentServer,
} from '../testing/consent-harness';

const button = (name: string) => buttonNamed(document.body, name);
const heading = () => consentNotice()?.querySelector('h2')?.textContent;

/** The show-cookie-consent event, sent until the notice (mounted once the locale loads) answers it. */
async function openPreferencesByEvent() {
  await vi.waitFor(async () => {
    window.dispatchEvent(new Event('show-cookie-consent'));
    await vi.waitFor(() => expect(heading()).toBe('Cookie Preferences'), { timeout: 200 });
  });
}

/** Ark UI switches by their label: the hidden checkbox holds the state. */
function switchNamed(name: string) {
  const root = [...document.querySelectorAll<HTMLElement>('[data-part="root"]')].find(
    (element) => element.querySelector('[data-part="label"]')?.textContent === name,
  );
  const input = root?.querySelector('input');
  if (!root || !input) throw new Error(`no switch ${name}`);
  return { label: root.querySelector<HTMLElement>('[data-part="label"]')!, input };
}

function renderNotice(props: ConsentNoticeProps) {
  const router = createMemoryRouter([{ path: '*', element: <ConsentNotice {...props} /> }]);
  return renderForTest(
    <AppProviders config={testRuntimeConfig}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The notice's exit animation (spec §9); the choice's callback and the next view wait for it. */
const EXIT_MS = 500;

/**
 * Runs `action` with the page's timeouts on the test's clock: `notYet` checks the page a frame
 * after the clock stopped 1 ms short of the 500 ms exit; then the exit ends and the clock runs
 * free again (a wait for what follows would otherwise move it).
 */
async function throughExit(action: () => void, notYet: () => void) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    action();
    await vi.advanceTimersByTimeAsync(EXIT_MS - 1);
    await nextFrame();
    notYet();
    await vi.advanceTimersByTimeAsync(1);
  } finally {
    vi.useRealTimers();
  }
}

/** Records each onChoice, and what the page looked like then. */
function choiceProbe() {
  const calls: { method: string; categories: unknown; noticeShown: boolean; stored: boolean }[] = [];
  const onChoice: ConsentNoticeProps['onChoice'] = (method, categories) =>
    calls.push({
      method,
      categories,
      noticeShown: consentNotice() !== null,
      stored: storedChoice() !== undefined,
    });
  return { calls, onChoice };
}

setUpConsentTests();

describe('choices and the exit animation', () => {
  it('runs the 500 ms exit, then the callback with the choice stored, then removes the notice for the floating button', async () => {
    stubConsentServer();
    const probe = choiceProbe();
    await renderNotice({ floatingButton: true, onChoice: probe.onChoice });
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());

    await throughExit(
      () => button('Accept').click(),
      () => {
        expect(consentNotice()?.hasAttribute('data-exiting')).toBe(true);
        expect(probe.calls).toEqual([]);
      },
    );
    expect(probe.calls).toHaveLength(1);
    const [call] = probe.calls;
    expect(call).toMatchObject({
      method: 'accept',
      categories: { analytics: true, social: true, advertising: true },
      noticeShown: true,
      stored: true,
    });
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();
  });

  it('leaves nothing after Decline when there is no floating button', async () => {
    const server = stubConsentServer();
    const probe = choiceProbe();
    await renderNotice({ onChoice: probe.onChoice });
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
    await userEvent.click(button('Decline'));
    await vi.waitFor(() => expect(consentNotice()).toBeNull());
    expect(floatingConsentButton()).toBeNull();
    expect(probe.calls).toMatchObject([
      { method: 'decline', categories: { analytics: false, social: false, advertising: false } },
    ]);
    expect(storedChoice()?.analytics.consented).toBe(false);
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    await vi.waitFor(() =>
      expect(server.bodies('POST', '/api/consent')).toEqual([{ consentType: 'cookie', status: false }]),
    );
  });

  it('opens the preferences after Manage’s exit and saves the chosen categories', async () => {
    const server = stubConsentServer();
    const probe = choiceProbe();
    await renderNotice({ floatingButton: true, onChoice: probe.onChoice });
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
    await throughExit(
      () => button('Manage Cookies').click(),
      () => expect(heading()).toBe('We use cookies'),
    );
    await vi.waitFor(() => expect(heading()).toBe('Cookie Preferences'));

    const essential = switchNamed('Essential');
    expect([essential.input.checked, essential.input.disabled]).toEqual([true, true]);
    for (const name of ['Analytics', 'Social', 'Advertising'])
      expect(switchNamed(name).input.checked).toBe(false);
    // Focus moves in an effect after the view's commit.
    await vi.waitFor(() => expect(document.activeElement).toBe(consentNotice()?.querySelector('h2')));

    await userEvent.click(switchNamed('Analytics').label);
    await userEvent.click(switchNamed('Advertising').label);
    await vi.waitFor(() => expect(switchNamed('Advertising').input.checked).toBe(true));
    await userEvent.click(button('Save Preferences'));
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());

    const chosen = { analytics: true, social: false, advertising: true };
    expect(probe.calls).toMatchObject([
      { method: 'save_preferences', categories: chosen, noticeShown: true },
    ]);
    expect(storedChoice()).toMatchObject({
      analytics: { consented: true },
      social: { consented: false },
      advertising: { consented: true },
    });
    // Not everything was accepted: the single status says false.
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    await vi.waitFor(() =>
      expect(server.bodies('POST', '/api/consent')).toEqual([{ consentType: 'cookie', status: false }]),
    );
  });
});

describe('Cancel and Escape', () => {
  it('returns from Cancel to the notice when nothing is stored, even with a floating button', async () => {
    stubConsentServer();
    await renderNotice({ floatingButton: true });
    await vi.waitFor(() => expect(heading()).toBe('We use cookies'));
    await userEvent.click(button('Manage Cookies'));
    await vi.waitFor(() => expect(heading()).toBe('Cookie Preferences'));
    await throughExit(
      () => button('Cancel').click(),
      () => expect(heading()).toBe('Cookie Preferences'),
    );
    await vi.waitFor(() => expect(heading()).toBe('We use cookies'));
    expect(floatingConsentButton()).toBeNull();
  });

  it('returns from Cancel to the floating button when a choice is stored, else to the notice', async () => {
    stubConsentServer(false);
    storeChoice({ analytics: false, social: true, advertising: false }, 3);
    await renderNotice({ floatingButton: true });
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    await openPreferencesByEvent();
    expect(switchNamed('Social').input.checked).toBe(true);
    await userEvent.click(button('Cancel'));
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();
    await cleanupRendered();

    await renderNotice({ floatingButton: false });
    await openPreferencesByEvent();
    await userEvent.click(button('Cancel'));
    await vi.waitFor(() => expect(heading()).toBe('We use cookies'));
  });

  it('closes the notice on Escape without a choice, and Escape in the preferences cancels', async () => {
    stubConsentServer();
    await renderNotice({ floatingButton: true });
    await vi.waitFor(() => expect(consentNotice()).not.toBeNull());
    button('Decline').focus();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(floatingConsentButton()).not.toBeNull());
    expect(consentNotice()).toBeNull();
    expect(storedChoice()).toBeUndefined();

    await userEvent.click(floatingConsentButton()!.querySelector('button')!);
    await vi.waitFor(() => expect(heading()).toBe('Cookie Preferences'));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(heading()).toBe('We use cookies'));
  });

  it("shows 'Invalid date' for a stored timestamp that is not one", async () => {
    stubConsentServer();
    document.cookie = `cookie-consent=${encodeURIComponent(
      JSON.stringify({
        analytics: { consented: true, timestamp: 'soon' },
        social: { consented: false, timestamp: 'soon' },
        advertising: { consented: false, timestamp: 'soon' },
      }),
    )}; Path=/`;
    resetConsentState();
    await renderNotice({ floatingButton: true });
    await openPreferencesByEvent();
    expect(consentNotice()?.textContent).toContain('Status: Consented on Invalid date');
    expect(consentNotice()?.textContent).toContain('Status: Declined on Invalid date');
  });
});

describe('the modal variant', () => {
  it('traps focus inside the dialog and closes on Escape', async () => {
    stubConsentServer();
    await renderNotice({ variant: 'modal' });
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.dataset.consentNotice).toBe('modal');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Four controls (privacy link, Manage, Decline, Accept): six steps each way must wrap around.
    const visited = new Set<Element | null>();
    for (const key of [
      ...Array<string>(6).fill('{Tab}'),
      ...Array<string>(6).fill('{Shift>}{Tab}{/Shift}'),
    ]) {
      await userEvent.keyboard(key);
      visited.add(document.activeElement);
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(visited.size).toBe(4);

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(storedChoice()).toBeUndefined();
  });
});
