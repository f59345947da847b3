import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { meResponseSchema, sessionsResponseSchema } from '../../shared/auth/auth-responses';
import { SoundtrackListSchema } from '../../shared/content/content-responses';
import { PreferencesSchema } from '../../shared/practice/preferences';
import {
  buttonNamed,
  byLabel,
  i18nRoute,
  memberMe,
  renderApp,
  setUpAppTests,
  signInAs,
} from '../testing/app-harness';

const soundtrack = (id: string, name: string, locked = false) => ({
  id,
  name,
  premium: locked,
  locked,
  sortOrder: 0,
  durationSeconds: null,
  source: locked ? null : { kind: 'silence' as const },
});

/** Profile and preferences endpoints; PUT stores what it is given, like the real server. */
function fakePreferencesServer() {
  let stored = { sessionLength: 10, soundtrackId: null as string | null, introShown: false };
  return stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/auth/me') return answer(meResponseSchema, memberMe);
    if (path === '/api/auth/sessions') return answer(sessionsResponseSchema, { sessions: [] });
    if (path === '/api/content/soundtracks')
      return answer(SoundtrackListSchema, {
        items: [
          soundtrack('silence', 'Silence'),
          soundtrack('rain', 'Rain'),
          soundtrack('drone', 'Soft drone', true),
        ],
      });
    if (path === '/api/preferences' && method === 'GET') return answer(PreferencesSchema, stored);
    if (path === '/api/preferences' && method === 'PUT') {
      stored = body as typeof stored;
      return answer(PreferencesSchema, stored);
    }
    return undefined;
  });
}

setUpAppTests();

const puts = (server: ReturnType<typeof fakePreferencesServer>) =>
  server.requests.filter((request) => request.method === 'PUT' && request.path === '/api/preferences');

describe('preferences on /profile', () => {
  it('shows the stored preferences and refuses a length outside 1–120 without sending it', async () => {
    const server = fakePreferencesServer();
    signInAs('user');
    const { container } = await renderApp('/profile');
    const length = await vi.waitFor(() => byLabel(container, 'Session length (minutes)'));
    expect(length.value).toBe('10');
    for (const text of ['0', '121', '2.5']) {
      await userEvent.clear(length);
      await userEvent.type(length, text);
      await userEvent.click(buttonNamed(container, 'Save preferences'));
      await vi.waitFor(() =>
        expect(container.textContent).toContain('Session length must be 1–120 whole minutes'),
      );
      expect(length.getAttribute('aria-invalid')).toBe('true');
    }
    expect(puts(server)).toHaveLength(0);
  });

  it('saves length, soundtrack and intro together; locked soundtracks cannot be chosen', async () => {
    const server = fakePreferencesServer();
    signInAs('user');
    const { container } = await renderApp('/profile');
    const length = await vi.waitFor(() => byLabel(container, 'Session length (minutes)'));
    const select = byLabel(container, 'Soundtrack') as unknown as HTMLSelectElement;
    await vi.waitFor(() => expect(select.disabled).toBe(false));
    const locked = [...select.options].find((option) => option.value === 'drone');
    expect(locked?.disabled).toBe(true);
    expect(locked?.textContent).toBe('Soft drone (premium)');
    const plansLink = container.querySelector('[data-testid="preferences-form"] a[href="/subscribe"]');
    expect(plansLink?.textContent).toBe('See plans');

    await userEvent.clear(length);
    await userEvent.type(length, '25');
    await userEvent.selectOptions(select, 'rain');
    await userEvent.click(container.querySelector<HTMLInputElement>('input[name="introShown"]')!);
    await userEvent.click(buttonNamed(container, 'Save preferences'));

    await vi.waitFor(() => expect(puts(server)).toHaveLength(1));
    expect(puts(server)[0]?.body).toEqual({ sessionLength: 25, soundtrackId: 'rain', introShown: true });
    expect(container.textContent).not.toContain('Session length must be');
  });
});
