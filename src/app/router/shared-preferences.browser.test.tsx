import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { silenceSoundtrack } from '../../lib/testing/content-fixtures';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { sessionsResponseSchema } from '../../shared/auth/auth-responses';
import { ImageCategoryListSchema, SoundtrackListSchema } from '../../shared/content/content-responses';
import { PreferencesSchema } from '../../shared/practice/preferences';
import { buttonNamed, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

/**
 * /meditate's and /profile's endpoints. PUT stores what it is given; once `quiet`, a read of the
 * preferences never answers, so a screen can show only what the cache already holds.
 */
function fakeServer() {
  const state = {
    stored: { sessionLength: 10, soundtrackId: null as string | null, introShown: true },
    quiet: false,
  };
  const server = stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/content/categories') return answer(ImageCategoryListSchema, { items: [] });
    if (path === '/api/content/soundtracks')
      return answer(SoundtrackListSchema, { items: [silenceSoundtrack] });
    if (path === '/api/auth/sessions') return answer(sessionsResponseSchema, { sessions: [] });
    if (path === '/api/preferences' && method === 'GET')
      return state.quiet ? new Promise<Response>(() => undefined) : answer(PreferencesSchema, state.stored);
    if (path === '/api/preferences' && method === 'PUT') {
      state.stored = body as typeof state.stored;
      return answer(PreferencesSchema, state.stored);
    }
    return undefined;
  });
  return { ...server, state };
}

/** A lazy route's first load compiles its module in the test server. */
const LAZY_ROUTE_WAIT = { timeout: 5000 };

/** The session length field of the page whose heading is `heading`, once that page shows. */
const lengthField = (container: HTMLElement, heading: string) =>
  vi.waitFor(() => {
    expect(container.querySelector('main h1')?.textContent).toBe(heading);
    const field = container.querySelector<HTMLInputElement>('main input[name="sessionLength"]');
    if (!field) throw new Error('no session length field yet');
    return field;
  }, LAZY_ROUTE_WAIT);

setUpAppTests();

describe('preferences shared between screens', () => {
  it('shows on /meditate the length just saved on /profile, without asking the server again', async () => {
    const server = fakeServer();
    signInAs('user');
    const { container, router } = await renderApp('/meditate');
    expect((await lengthField(container, 'Meditate')).value).toBe('10');

    await router.navigate('/profile');
    const profileLength = await lengthField(container, 'Profile');
    await vi.waitFor(() => expect(profileLength.value).toBe('10'));
    await userEvent.clear(profileLength);
    await userEvent.type(profileLength, '25');
    await userEvent.click(buttonNamed(container, 'Save preferences'));
    await vi.waitFor(() => expect(container.textContent).toContain('Your preferences were saved'));
    expect(server.state.stored.sessionLength).toBe(25);

    server.state.quiet = true;
    await router.navigate('/meditate');
    expect((await lengthField(container, 'Meditate')).value).toBe('25');
  });
});
