import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanupRendered } from '../../lib/testing/render-for-test';
import { stubFetch } from '../../lib/testing/stub-fetch';
import {
  headingText,
  i18nRoute,
  renderApp,
  setAsyncReactEnvironment,
  signInAs,
} from '../testing/app-harness';

beforeAll(() => setAsyncReactEnvironment(true));
afterAll(() => setAsyncReactEnvironment(false));
afterEach(async () => {
  await cleanupRendered();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Each card's link target and its two lines (the area's title and its one-line description). */
async function consoleCards(role: string) {
  stubFetch(({ path }) => i18nRoute(path));
  signInAs(role);
  const { container } = await renderApp('/manage');
  expect(await headingText(container)).toBe('Management Console');
  const cards = await vi.waitFor(() => {
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="console-areas"] a')];
    if (links.length === 0) throw new Error('no cards yet');
    return links;
  });
  return cards.map((card) => [
    card.getAttribute('href'),
    [...card.querySelectorAll('span')].map((line) => line.textContent),
  ]);
}

describe('/manage home', () => {
  it('gives an admin a card for every area, each with its description', async () => {
    expect(await consoleCards('admin')).toEqual([
      ['/manage/users', ['User Management', 'Accounts, roles and access.']],
      ['/manage/service-accounts', ['Service Account Management', 'Service accounts and their API tokens.']],
      [
        '/manage/tracing-options',
        ['Tracing Options', 'Soundtracks, image categories and meditation images.'],
      ],
      [
        '/manage/transactional-messaging',
        ['Transactional Messaging', 'Message templates and routing rules.'],
      ],
      ['/manage/subscriptions', ['Subscription Plans Management', 'Plans, prices and free trials.']],
      ['/manage/feature-flags', ['Feature Flag Management', 'Turn features on and off.']],
    ]);
  });

  it('shows an editor content, messaging, plans and flags, but not users or service accounts', async () => {
    expect((await consoleCards('editor')).map(([href]) => href)).toEqual([
      '/manage/tracing-options',
      '/manage/transactional-messaging',
      '/manage/subscriptions',
      '/manage/feature-flags',
    ]);
  });
});
