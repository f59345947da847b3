import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsentChoiceAtom } from '../../../lib/consent/consent-atoms';
import { SHOW_CONSENT_EVENT } from '../../../lib/consent/consent-events';
import { testRuntimeConfig } from '../../../lib/testing/stub-fetch';
import { noConsent } from '../../../shared/consent/consent-categories';
import { PLACEHOLDER_CHECK_MS } from './block-elements';
import { BLOCKED_SRC_ATTRIBUTE } from './blocked-src-attribute';
import { PLACEHOLDER_ATTRIBUTE } from './blocked-frame-placeholder';
import { setBlockedFrameTexts } from './blocked-frame-texts';
import { startConsent } from './start-consent';

// Frames point at a reserved .invalid host (configured as an extra tracker), so no test reaches
// the internet; fetch and XHR use listed trackers, which the blocker answers before any network.
const config = { ...testRuntimeConfig, CONSENT_EXTRA_BLOCKED_DOMAINS: 'social:video.quietline.invalid' };
const embed = 'https://video.quietline.invalid/embed/1';

let undo: (() => void) | undefined;
/** Lets the MutationObserver deliver everything queued so far (its records arrive as microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  undo?.();
  undo = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
  for (const element of document.querySelectorAll(
    `iframe, script[type="text/plain"], [${PLACEHOLDER_ATTRIBUTE}]`,
  )) {
    element.remove();
  }
});

/** Stands in for the network: answers 'network' so a test sees what got past the blocker. */
function stubNetwork() {
  return vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('network'));
}

describe('blocked fetch', () => {
  it('answers a request to a listed tracker with a synthetic 403, without the network', async () => {
    const network = stubNetwork();
    undo = startConsent(config, createStore());
    const response = await fetch('https://www.google-analytics.com/g/collect?v=2');
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Blocked by consent settings');
    const viaRequest = await fetch(new Request('https://connect.facebook.net/en_US/sdk.js'));
    expect(viaRequest.status).toBe(403);
    expect(network).not.toHaveBeenCalled();
  });

  it('passes our own requests and unlisted hosts through untouched', async () => {
    const network = stubNetwork();
    undo = startConsent(config, createStore());
    const init = { method: 'POST', body: '{}' };
    expect(await (await fetch('/api/analytics/track', init)).text()).toBe('network');
    expect(await (await fetch('https://example.com/data.json')).text()).toBe('network');
    expect(network.mock.calls).toEqual([
      ['/api/analytics/track', init],
      ['https://example.com/data.json', undefined],
    ]);
  });

  it("lets a category's trackers through once it is consented", async () => {
    const network = stubNetwork();
    const store = createStore();
    undo = startConsent(config, store);
    store.set(saveConsentChoiceAtom, { ...noConsent, analytics: true });
    expect(await (await fetch('https://i.posthog.com/e/')).text()).toBe('network');
    expect((await fetch('https://stats.g.doubleclick.net/x')).status).toBe(403);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('wraps fetch once and still blocks under a later wrapper such as tracing', async () => {
    const network = stubNetwork();
    const store = createStore();
    undo = startConsent(config, store);
    const wrapped = window.fetch;
    expect(startConsent(config, store)).toBe(undo);
    expect(window.fetch).toBe(wrapped);

    const seen: string[] = [];
    window.fetch = (input, init) => {
      seen.push(String(input));
      return wrapped(input, init);
    };
    expect((await fetch('https://www.googletagmanager.com/gtag/js')).status).toBe(403);
    expect(seen).toEqual(['https://www.googletagmanager.com/gtag/js']);

    // Undone beneath the outer wrapper: everything now passes through.
    undo();
    undo = undefined;
    expect(await (await fetch('https://www.googletagmanager.com/gtag/js')).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('does nothing when blocking is configured off', () => {
    const before = window.fetch;
    undo = startConsent({ ...config, CONSENT_BLOCKING: 'false' }, createStore());
    expect(window.fetch).toBe(before);
  });
});

describe('blocked XMLHttpRequest', () => {
  it("throws the spec's message when opened to a tracker, and opens anything else", () => {
    undo = startConsent(config, createStore());
    const url = 'https://api.mixpanel.com/track';
    expect(() => new XMLHttpRequest().open('POST', url)).toThrow(
      `Request to ${url} blocked by consent settings`,
    );
    const own = new XMLHttpRequest();
    own.open('GET', '/config.json');
    expect(own.readyState).toBe(XMLHttpRequest.OPENED);
  });
});

describe('blocked scripts and frames', () => {
  it('removes tracker scripts already in the page and inserted later', async () => {
    // An inert type keeps the browser from fetching them; the blocker judges by src alone.
    const script = (src: string) =>
      Object.assign(document.createElement('script'), { type: 'text/plain', src });
    const early = script('https://www.googletagmanager.com/gtm.js?id=GTM-1');
    document.head.append(early);
    undo = startConsent(config, createStore());
    expect(early.isConnected).toBe(false);

    const late = script('https://cdn.segment.com/analytics.js/v1/key/analytics.min.js');
    const own = script('/assets/app.js');
    document.body.append(late, own);
    await settle();
    expect(late.isConnected).toBe(false);
    expect(own.isConnected).toBe(true);
  });

  it('never lets a tracker script inserted later load: its address is withheld before insertion', async () => {
    undo = startConsent(config, createStore());
    const loads: string[] = [];
    const script = document.createElement('script');
    script.src = 'https://www.google-analytics.com/analytics.js';
    const other = document.createElement('script');
    other.setAttribute('src', 'https://connect.facebook.net/en_US/fbevents.js');
    for (const element of [script, other]) {
      element.addEventListener('load', () => loads.push('load'));
      element.addEventListener('error', () => loads.push('error'));
    }
    // Withheld the moment it is given: the scripts go in with no address, so nothing is fetched
    // (the MutationObserver alone would remove them only after the browser had started).
    expect(script.getAttribute('src')).toBeNull();
    expect(other.getAttribute('src')).toBeNull();
    document.head.append(script, other);
    await settle();
    expect(loads).toEqual([]);
    expect(other.getAttribute(BLOCKED_SRC_ATTRIBUTE)).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(script.isConnected || other.isConnected).toBe(false);

    const own = document.createElement('script');
    own.src = '/no-such-own-script.js';
    expect(own.getAttribute('src')).toBe('/no-such-own-script.js');
  });

  it("stands the 'Content Blocked' placeholder in for a tracker frame", async () => {
    undo = startConsent(config, createStore());
    const frame = Object.assign(document.createElement('iframe'), { src: embed });
    document.body.append(frame);
    await settle();

    const box = frame.previousElementSibling as HTMLElement;
    expect(box.hasAttribute(PLACEHOLDER_ATTRIBUTE)).toBe(true);
    expect(frame.hidden).toBe(true);
    // Never given its address, so it never loaded.
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute(BLOCKED_SRC_ATTRIBUTE)).toBe(embed);
    // English until the interface language loads, from its own chunk (ADR 034).
    await vi.waitFor(() => expect(box.textContent).toContain('Content Blocked'));
    expect(box.textContent).toContain('Please refresh the page after accepting them.');
    expect(box.style.width).toBe('100%');
    expect(box.style.height).toBe('315px');

    const opened = vi.fn();
    window.addEventListener(SHOW_CONSENT_EVENT, opened);
    box.querySelector('button')?.click();
    window.removeEventListener(SHOW_CONSENT_EVENT, opened);
    expect(box.querySelector('button')?.textContent).toBe('Manage Cookie Settings');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('sizes the placeholder like the frame, follows the interface language and re-points', async () => {
    undo = startConsent(config, createStore());
    const frame = Object.assign(document.createElement('iframe'), { width: '560', height: '240' });
    document.body.append(frame);
    frame.src = embed;
    await settle();
    const box = frame.previousElementSibling as HTMLElement;
    expect([box.style.width, box.style.height]).toEqual(['560px', '240px']);

    setBlockedFrameTexts({ title: 'المحتوى محظور', body: 'نص', manage: 'إدارة' });
    expect(box.querySelector('p')?.textContent).toBe('المحتوى محظور');
    setBlockedFrameTexts({ title: 'Content Blocked', body: 'body', manage: 'Manage Cookie Settings' });
  });

  it('puts back a placeholder a re-render removed, at the next check every 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    undo = startConsent(config, createStore());
    const frame = Object.assign(document.createElement('iframe'), { src: embed });
    document.body.append(frame);
    await settle();
    frame.previousElementSibling?.remove();
    await settle();
    expect(document.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`)).toBeNull();

    vi.advanceTimersByTime(PLACEHOLDER_CHECK_MS - 1);
    expect(document.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(frame.previousElementSibling?.hasAttribute(PLACEHOLDER_ATTRIBUTE)).toBe(true);
  });

  it('leaves frames of unlisted hosts alone', async () => {
    undo = startConsent(config, createStore());
    const frame = Object.assign(document.createElement('iframe'), {
      srcdoc: '<p>ours</p>',
      src: 'about:blank',
    });
    document.body.append(frame);
    await settle();
    expect(frame.hidden).toBe(false);
    expect(document.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`)).toBeNull();
  });
});
