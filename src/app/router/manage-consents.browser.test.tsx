import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { consentRecordPageSchema, type StoredConsentRecord } from '../../shared/consent/consent-record';
import {
  buttonNamed,
  byLabel,
  i18nRoute,
  landsOn,
  renderApp,
  setUpAppTests,
  signInAs,
} from '../testing/app-harness';
import { callsTo, cellTexts, cursorPage, fillDayRange, openPagedList } from '../testing/paged-list-kit';

const PAGE = 2;

const record = (id: string, overrides: Partial<StoredConsentRecord>): StoredConsentRecord => ({
  id,
  website_id: 'quietline',
  session_id: `quietline_1893456000000_0f1e2d3c4b5a697${id.slice(-1)}_aB3dE5gH`,
  user_id: null,
  analytics: false,
  social: false,
  advertising: false,
  consent_method: 'init',
  consent_version: '1.0',
  user_agent: 'Mozilla/5.0',
  location: 'Germany',
  anonymised_ip: '{ip}',
  domain: 'quietline.example',
  received_at: '2030-06-15T10:00:00.000Z',
  ...overrides,
});

/** Newest first: a choice by a member, a decline, a session start. */
const records: StoredConsentRecord[] = [
  record('c3', {
    consent_method: 'save_preferences',
    analytics: true,
    advertising: true,
    user_id: 'member-7',
    received_at: '2030-06-15T10:00:00.000Z',
  }),
  record('c2', { consent_method: 'decline', location: 'Unknown', received_at: '2030-06-14T10:00:00.000Z' }),
  record('c1', { consent_method: 'init', received_at: '2030-06-13T10:00:00.000Z' }),
];

const csv = 'received_at,id\r\n2030-06-15T10:00:00.000Z,c3\r\n';

/** /api/admin/consents as the real server answers it: the method filter, and an offset cursor of PAGE. */
function fakeServer(exportStatus = 200) {
  const server = stubFetch(({ path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const url = new URL(path, 'http://quietline.test');
    if (url.pathname === '/api/admin/consents/export.csv') {
      return exportStatus === 200
        ? new Response(csv, {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="consent-records-2030-06-15.csv"',
            },
          })
        : answer(apiErrorBodySchema, { message: 'Nope' }, { status: exportStatus });
    }
    if (url.pathname !== '/api/admin/consents') return undefined;
    const query = url.searchParams;
    const matching = records.filter(
      (item) => !query.has('method') || item.consent_method === query.get('method'),
    );
    return cursorPage(consentRecordPageSchema, matching, query, PAGE);
  });
  return { ...server, consentCalls: () => callsTo(server.requests, '/api/admin/consents') };
}

setUpAppTests();

const openConsents = () =>
  openPagedList({
    path: '/manage/consents',
    heading: 'Consent Records',
    rowTestId: 'consent-row',
    pageSize: PAGE,
  });

describe('/manage/consents', () => {
  it('lists records newest first and loads the next cursor', async () => {
    const server = fakeServer();
    const { container, rows } = await openConsents();
    expect(server.consentCalls()).toEqual(['/api/admin/consents']);
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(records[0]!.received_at),
    );
    expect(cellTexts(rows()[0]!)).toEqual([
      when,
      'Save Preferences',
      'Analytics, Advertising',
      records[0]!.session_id,
      'member-7',
      'Germany',
      'quietline.example',
    ]);
    expect(cellTexts(rows()[1]!).slice(1, 6)).toEqual([
      'Decline',
      'Essential only',
      records[1]!.session_id,
      '—',
      'Unknown',
    ]);

    await userEvent.click(buttonNamed(container, 'Load more'));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(server.consentCalls().at(-1)).toBe('/api/admin/consents?cursor=2');
    expect(cellTexts(rows()[2]!)[1]).toBe('Session start');
    expect(container.textContent).not.toContain('Load more');
  });

  it('sends the method and days it is filtered by', async () => {
    const server = fakeServer();
    const { container, rows } = await openConsents();
    const method = byLabel(container, 'Method') as unknown as HTMLSelectElement;
    expect([...method.options].map((option) => option.text)).toEqual([
      'All methods',
      'Session start',
      'Accept',
      'Decline',
      'Save Preferences',
    ]);
    await userEvent.selectOptions(method, 'decline');
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.consentCalls().at(-1)).toBe('/api/admin/consents?method=decline');

    const { from, to } = await fillDayRange(container, '2030-06-01', '2030-06-30');
    await vi.waitFor(() =>
      expect(server.consentCalls().at(-1)).toBe(
        `/api/admin/consents?${new URLSearchParams({ method: 'decline', from, to }).toString()}`,
      ),
    );
  });

  it('exports the filtered records as a CSV download, with the access token', async () => {
    const server = fakeServer();
    const { container } = await openConsents();
    await userEvent.selectOptions(byLabel(container, 'Method') as unknown as HTMLSelectElement, 'accept');
    const blobs: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.push(blob);
      return createObjectURL(blob);
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await userEvent.click(buttonNamed(container, 'Export CSV'));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads).toEqual(['consent-records-2030-06-15.csv']);
    const exported = server.requests.find((request) =>
      request.path.startsWith('/api/admin/consents/export.csv'),
    );
    expect(exported?.path).toBe('/api/admin/consents/export.csv?method=accept');
    expect(exported?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await blobs[0]!.text()).toBe(csv);
  });

  it("says 'Failed to export consent records' when the export fails", async () => {
    fakeServer(500);
    const { container } = await openConsents();
    await userEvent.click(buttonNamed(container, 'Export CSV'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Failed to export consent records'));
    expect(buttonNamed(container, 'Export CSV').disabled).toBe(false);
  });

  it('sends an editor to access denied without asking for the ledger', async () => {
    const server = fakeServer();
    signInAs('editor');
    const { router } = await renderApp('/manage/consents');
    await landsOn(router, '/access-denied');
    expect(server.consentCalls()).toEqual([]);
  });
});
