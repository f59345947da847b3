import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { isI18nBootstrap, isLocaleMessages } from '../../lib/i18n/i18n-api';
import { answer, answerChecked, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { localeResources } from '../../shared/i18n/resources';
import { PracticeSummarySchema, type PracticeSummary } from '../../shared/practice/practice-summary';
import { i18nRoute, landsOn, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const summary: PracticeSummary = {
  timeZone: 'UTC',
  today: '2026-11-22',
  totalSessions: 12,
  currentStreak: 3,
  longestStreak: 5,
  thisWeek: 4,
  totalMinutes: 131,
  totalSeconds: 7889,
  daysPracticedLast7: 6,
  recent: [
    {
      sessionId: 's2',
      day: '2026-11-22',
      startedAt: '2026-11-22T08:00:00.000Z',
      durationSeconds: 605,
      image: { id: 'mandala-1', title: 'Lotus mandala' },
      artworkId: 'a2',
      thumbnailUrl: '/api/gallery/a2/thumbnail?expires=1&sig=x',
    },
    {
      sessionId: 's1',
      day: '2026-11-21',
      startedAt: '2026-11-21T08:00:00.000Z',
      durationSeconds: 60,
      image: null,
      artworkId: null,
      thumbnailUrl: null,
    },
  ],
};

/** The server's i18n answers for a member whose preferred locale is Arabic. */
function arabicRoute(path: string): Response | undefined {
  const arabic = localeResources.ar!;
  if (path === '/api/i18n/bootstrap')
    return answerChecked(isI18nBootstrap, {
      locale: 'ar',
      available: [{ code: 'ar', name: arabic.name, direction: 'rtl' }],
    });
  if (path === '/api/i18n/locale/ar')
    return answerChecked(isLocaleMessages, { locale: 'ar', direction: 'rtl', messages: arabic.messages });
  return undefined;
}

/** GET /api/practice/summary's answer of `body`, shaped by the shared schema. */
const summaryAnswer = (body: PracticeSummary) => answer(PracticeSummarySchema, body);

function fakeSummaryServer(respond: () => Response, locale: 'en' | 'ar' = 'en') {
  return stubFetch(({ path }) => {
    const i18n = locale === 'ar' ? arabicRoute(path) : i18nRoute(path);
    if (i18n) return i18n;
    if (path.startsWith('/api/practice/summary')) return respond();
    if (path.startsWith('/api/gallery/'))
      return new Response(new Blob(), { headers: { 'Content-Type': 'image/png' } });
    return undefined;
  });
}

const figure = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="figure-${id}"] [data-testid="figure-value"]`)?.textContent;
/** A card's whole reading, numbers and units: "12 minutes 30 seconds". */
const amount = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="figure-${id}"] [data-testid="figure-amount"]`)?.textContent;

setUpAppTests();

describe('/practice dashboard', () => {
  it("asks for the summary in the browser's zone and shows every figure", async () => {
    const server = fakeSummaryServer(() => summaryAnswer(summary));
    signInAs('user');
    const { container } = await renderApp('/practice');
    await vi.waitFor(() => expect(figure(container, 'total-sessions')).toBe('12'));
    expect(figure(container, 'current-streak')).toBe('3');
    expect(figure(container, 'longest-streak')).toBe('5');
    expect(figure(container, 'this-week')).toBe('4');
    expect(figure(container, 'total-time')).toBe('131');
    expect(figure(container, 'last-seven-days')).toBe('6');
    expect(container.textContent).toContain('6 days of the last 7');

    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const request = server.requests.find((r) => r.path.startsWith('/api/practice/summary'));
    expect(new URLSearchParams(request?.path.split('?')[1]).get('tz')).toBe(zone);
  });

  it('shows practice under a minute in seconds, with every unit agreeing with its number', async () => {
    const first = { ...summary, totalSessions: 1, currentStreak: 1, longestStreak: 1, thisWeek: 1 };
    fakeSummaryServer(() =>
      summaryAnswer({ ...first, totalMinutes: 1, totalSeconds: 45, daysPracticedLast7: 1, recent: [] }),
    );
    signInAs('user');
    const { container } = await renderApp('/practice');
    await vi.waitFor(() => expect(amount(container, 'total-time')).toBe('45 seconds'));
    expect(amount(container, 'current-streak')).toBe('1 day');
    expect(amount(container, 'longest-streak')).toBe('1 day');
    expect(amount(container, 'this-week')).toBe('1 session');
    expect(container.textContent).toContain('1 day of the last 7');
  });

  it('shows minutes and seconds under an hour, and plural units', async () => {
    fakeSummaryServer(() => summaryAnswer({ ...summary, totalMinutes: 13, totalSeconds: 750 }));
    signInAs('user');
    const { container } = await renderApp('/practice');
    await vi.waitFor(() => expect(amount(container, 'total-time')).toBe('12 minutes 30 seconds'));
    expect(amount(container, 'current-streak')).toBe('3 days');
    expect(amount(container, 'this-week')).toBe('4 sessions');
  });

  it('agrees each unit with its number in Arabic: one, two, few and many', async () => {
    fakeSummaryServer(
      () =>
        summaryAnswer({
          ...summary,
          currentStreak: 2,
          longestStreak: 11,
          thisWeek: 3,
          totalSeconds: 60 * 2 + 1,
          daysPracticedLast7: 1,
          recent: [],
        }),
      'ar',
    );
    document.cookie = 'preferred_locale=ar; Path=/';
    signInAs('user');
    const { container } = await renderApp('/practice');
    await vi.waitFor(() => expect(amount(container, 'current-streak')).toBe('2 يومان'));
    expect(amount(container, 'longest-streak')).toBe('11 يومًا');
    expect(amount(container, 'this-week')).toBe('3 جلسات');
    expect(amount(container, 'total-time')).toBe('2 دقيقتان 1 ثانية');
    expect(container.textContent).toContain('يوم واحد من آخر 7 أيام');
  });

  it('lists recent sessions with thumbnail, date and duration, and links onwards', async () => {
    fakeSummaryServer(() => summaryAnswer(summary));
    signInAs('user');
    const { container } = await renderApp('/practice');
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="recent-session"]')).toHaveLength(2),
    );
    const [first, second] = container.querySelectorAll('[data-testid="recent-session"]');
    const thumbnail = first?.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('/api/gallery/a2/thumbnail?expires=1&sig=x');
    expect(thumbnail?.getAttribute('alt')).toBe('');
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T08:00:00.000Z');
    expect(first?.querySelector('time')?.textContent).toContain('2026');
    expect(first?.querySelector('[data-testid="recent-duration"]')?.textContent).toBe('10 min, 5 sec');
    expect(second?.querySelector('img')).toBeNull();
    expect(second?.textContent).toContain('Artwork deleted');
    expect(second?.textContent).toContain('Untitled image');

    const hrefs = [...container.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/meditate', '/practice/draw', '/practice/gallery']));
  });

  it('opens a recent session in the gallery; one whose artwork was deleted is not a link', async () => {
    fakeSummaryServer(() => summaryAnswer(summary));
    signInAs('user');
    const { container, router } = await renderApp('/practice');
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="recent-session"]')).toHaveLength(2),
    );
    const [first, second] = container.querySelectorAll('[data-testid="recent-session"]');
    expect(second?.querySelector('a')).toBeNull();
    const link = first?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/practice/gallery?artwork=a2');
    expect(link?.textContent).toContain('Lotus mandala');
    await userEvent.click(link!);
    await landsOn(router, '/practice/gallery', '?artwork=a2');
  });

  it('says when there are no sessions yet, and offers a retry when loading fails', async () => {
    let fail = true;
    fakeSummaryServer(() =>
      fail
        ? answer(apiErrorBodySchema, { message: 'Down' }, { status: 500 })
        : summaryAnswer({ ...summary, totalSessions: 0, recent: [] }),
    );
    signInAs('user');
    const { container } = await renderApp('/practice');
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to load your practice'), {
      timeout: 10_000,
    });
    fail = false;
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')?.click();
    await vi.waitFor(() => expect(container.textContent).toContain('No sessions yet.'));
  });
});
