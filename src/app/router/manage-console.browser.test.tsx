import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { consoleOverviewSchema, type ConsoleOverview } from '../../shared/admin/overview';
import { dailyAnalyticsSchema, type DailyAnalytics } from '../../shared/analytics/daily-analytics';
import { apiErrorBodySchema } from '../../shared/api-error';
import {
  buttonNamed,
  headingText,
  i18nRoute,
  renderApp,
  setUpAppTests,
  signInAs,
} from '../testing/app-harness';

setUpAppTests();

/** 30 UTC days ending 15 June 2030: 2 sessions on 17 May, 5 on 12 June, 1 today, none else. */
const overview: ConsoleOverview = {
  accounts: { members: 1234, total: 1240 },
  activeSubscriptions: 1,
  sessionsThisWeek: 6,
  messages: { queued: 3, failed: 1 },
  sessionsPerDay: Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2030, 4, 17 + index)).toISOString().slice(0, 10),
    sessions: index === 0 ? 2 : index === 26 ? 5 : index === 29 ? 1 : 0,
  })),
  generatedAt: '2030-06-15T10:00:00.000Z',
};

/** The same 30 days: page views on 20 May (4) and 14 June (9). */
const pageViews: DailyAnalytics = {
  event: 'page_view',
  days: overview.sessionsPerDay.map((day, index) => ({
    day: day.day,
    count: index === 3 ? 4 : index === 28 ? 9 : 0,
  })),
  generatedAt: overview.generatedAt,
};

/** The console's API: i18n, page views, and the overview with the given status. */
function fakeServer(overviewStatus = 200) {
  return stubFetch(({ path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/admin/analytics/daily?days=30&event=page_view')
      return answer(dailyAnalyticsSchema, pageViews);
    if (path !== '/api/admin/overview') return undefined;
    return overviewStatus === 200
      ? answer(consoleOverviewSchema, overview)
      : answer(apiErrorBodySchema, { message: 'Nope' }, { status: overviewStatus });
  });
}

async function openConsole(role: string) {
  signInAs(role);
  const { container } = await renderApp('/manage');
  expect(await headingText(container)).toBe('Management Console');
  const cards = await vi.waitFor(() => {
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="console-areas"] a')];
    if (links.length === 0) throw new Error('no cards yet');
    return links;
  });
  return { container, cards };
}

/** Each card's link target and its lines (title, description, and a live figure when it has one). */
const cardLines = (cards: HTMLAnchorElement[]) =>
  cards.map((card) => [
    card.getAttribute('href'),
    [...card.querySelectorAll('span')].map((line) => line.textContent),
  ]);

describe('/manage home', () => {
  it('gives an admin a card for every area, each with its description and live figure', async () => {
    fakeServer();
    const { container, cards } = await openConsole('admin');
    await vi.waitFor(() => expect(container.querySelector('[data-testid="sessions-chart"]')).not.toBeNull());
    expect(cardLines(cards)).toEqual([
      [
        '/manage/users',
        ['User Management', 'Accounts, roles and access.', '1,234 members · 1,240 accounts in all'],
      ],
      ['/manage/service-accounts', ['Service Account Management', 'Service accounts and their API tokens.']],
      [
        '/manage/tracing-options',
        ['Tracing Options', 'Soundtracks, image categories and meditation images.'],
      ],
      [
        '/manage/transactional-messaging',
        ['Transactional Messaging', 'Message templates and routing rules.', '3 messages queued · 1 failed'],
      ],
      [
        '/manage/subscriptions',
        ['Subscription Plans Management', 'Plans, prices and free trials.', '1 active subscription'],
      ],
      ['/manage/feature-flags', ['Feature Flag Management', 'Turn features on and off.']],
      ['/manage/audit', ['Audit Log', 'Every change made by admins and editors, with before and after.']],
      [
        '/manage/consents',
        ['Consent Records', 'Proof of every cookie-consent choice, as the consent notice logged it.'],
      ],
    ]);
  });

  it('shows an editor content, messaging, plans and flags, but not users, service accounts or the audit log', async () => {
    fakeServer();
    const { cards } = await openConsole('editor');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/manage/tracing-options',
      '/manage/transactional-messaging',
      '/manage/subscriptions',
      '/manage/feature-flags',
    ]);
  });

  it('charts sessions per day with a summary and a table that say the same in words', async () => {
    fakeServer();
    const { container } = await openConsole('editor');
    const chart = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid="sessions-chart"]');
      if (!found) throw new Error('no chart yet');
      return found;
    });
    expect(chart.querySelectorAll('svg rect')).toHaveLength(30);
    expect(chart.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(chart.querySelector('[data-testid="sessions-this-week"]')?.textContent).toBe(
      '6 sessions this week',
    );
    expect(chart.querySelector('[data-testid="sessions-chart-summary"]')?.textContent).toBe(
      '8 sessions in the last 30 days. Busiest day: Jun 12, 2030, with 5.',
    );
    const table = chart.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toBe('Sessions per day over the last 30 days (UTC)');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['May 17, 2030', '2']);
    expect(rows[29]).toEqual(['Jun 15, 2030', '1']);
    // The tallest bar is the busiest day; a day without sessions has no height.
    const heights = [...chart.querySelectorAll('svg rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights.indexOf(Math.max(...heights))).toBe(26);
    expect(heights[1]).toBe(0);
  });

  it('charts page views per day with the same chart, summary and table', async () => {
    fakeServer();
    const { container } = await openConsole('editor');
    const chart = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid="page-views-chart"]');
      if (!found) throw new Error('no chart yet');
      return found;
    });
    expect(chart.querySelector('h2')?.textContent).toBe('Page views per day');
    expect(chart.querySelectorAll('svg rect')).toHaveLength(30);
    expect(chart.querySelector('[data-testid="page-views-chart-summary"]')?.textContent).toBe(
      '13 page views in the last 30 days. Busiest day: Jun 14, 2030, with 9.',
    );
    const table = chart.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toBe(
      'Page views per day over the last 30 days (UTC)',
    );
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Day',
      'Page views',
    ]);
    const fourthDay = table.querySelectorAll('tbody tr')[3]!;
    expect([...fourthDay.children].map((cell) => cell.textContent)).toEqual(['May 20, 2030', '4']);
  });

  it("says 'Failed to load figures' and tries again on request", async () => {
    const server = fakeServer(403);
    const { container } = await openConsole('admin');
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to load figures'));
    expect(container.querySelector('[data-testid="area-figure"]')).toBeNull();
    const calls = () => server.requests.filter((request) => request.path === '/api/admin/overview').length;
    const before = calls();
    await userEvent.click(buttonNamed(container, 'Try again'));
    await vi.waitFor(() => expect(calls()).toBe(before + 1));
  });
});
