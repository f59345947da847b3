import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { stubFetch } from '../../lib/testing/stub-fetch';
import { auditResponseSchema, type AuditEntry } from '../../shared/admin/audit-log';
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

/** Newest first: an edit (role user → editor), then two creations. */
const entries: AuditEntry[] = [
  {
    id: 'a3',
    actor: { id: 'u1', email: 'root@example.com' },
    area: 'users',
    action: 'user.update',
    targetId: 'u7',
    before: { email: 'grace@example.com', role: 'user', fullName: 'Grace' },
    after: { email: 'grace@example.com', role: 'editor', fullName: 'Grace' },
    requestId: 'req-3',
    createdAt: '2030-06-15T10:00:00.000Z',
  },
  {
    id: 'a2',
    actor: { id: 'u1', email: 'root@example.com' },
    area: 'users',
    action: 'user.create',
    targetId: 'u7',
    before: null,
    after: { email: 'grace@example.com', role: 'user', fullName: 'Grace' },
    requestId: 'req-2',
    createdAt: '2030-06-14T10:00:00.000Z',
  },
  {
    id: 'a1',
    actor: { id: 'u2', email: 'other@example.com' },
    area: 'subscriptions',
    action: 'plan.create',
    targetId: 'premium',
    before: null,
    after: { name: 'Premium' },
    requestId: null,
    createdAt: '2030-06-13T10:00:00.000Z',
  },
];

/** /api/admin/audit as the real server answers it: filters, and an offset cursor of PAGE entries. */
function fakeServer() {
  const server = stubFetch(({ path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const url = new URL(path, 'http://quietline.test');
    if (url.pathname !== '/api/admin/audit') return undefined;
    const query = url.searchParams;
    const matching = entries
      .filter((entry) => !query.has('actor') || entry.actor.email === query.get('actor'))
      .filter((entry) => !query.has('area') || entry.area === query.get('area'));
    return cursorPage(auditResponseSchema, matching, query, PAGE);
  });
  return { ...server, auditCalls: () => callsTo(server.requests, '/api/admin/audit') };
}

setUpAppTests();

const openAudit = () =>
  openPagedList({ path: '/manage/audit', heading: 'Audit Log', rowTestId: 'audit-row', pageSize: PAGE });

describe('/manage/audit', () => {
  it('lists entries newest first with when, actor, area, action and target, and loads the next cursor', async () => {
    const server = fakeServer();
    const { container, rows } = await openAudit();
    expect(server.auditCalls()).toEqual(['/api/admin/audit']);
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(entries[0]!.createdAt),
    );
    expect(cellTexts(rows()[0]!)).toEqual([
      when,
      'root@example.com',
      'Users',
      'user.update',
      'u7',
      'Show changes',
    ]);

    await userEvent.click(buttonNamed(container, 'Load more'));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(server.auditCalls().at(-1)).toBe('/api/admin/audit?cursor=2');
    expect(cellTexts(rows()[2]!).slice(1, 5)).toEqual([
      'other@example.com',
      'Subscription plans',
      'plan.create',
      'premium',
    ]);
    expect(container.textContent).not.toContain('Load more');
  });

  it('sends the actor, area and dates it is filtered by', async () => {
    const server = fakeServer();
    const { container, rows } = await openAudit();
    const area = byLabel(container, 'Area') as unknown as HTMLSelectElement;
    expect([...area.options].map((option) => option.text)).toEqual([
      'All areas',
      'Users',
      'Service accounts',
      'Messaging',
      'Tracing options',
      'Subscription plans',
      'Feature flags',
    ]);
    await userEvent.selectOptions(area, 'subscriptions');
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.auditCalls().at(-1)).toBe('/api/admin/audit?area=subscriptions');

    await userEvent.selectOptions(area, '');
    await userEvent.fill(byLabel(container, 'Actor'), 'root@example.com');
    const { from, to } = await fillDayRange(container, '2030-06-01', '2030-06-30');
    const expected = `/api/admin/audit?${new URLSearchParams({ actor: 'root@example.com', from, to }).toString()}`;
    await vi.waitFor(() => expect(server.auditCalls().at(-1)).toBe(expected));
    await vi.waitFor(() => expect(cellTexts(rows()[1]!)[3]).toBe('user.create'));
  });

  it('opens an entry’s changes: only the changed fields, before and after side by side', async () => {
    fakeServer();
    const { container, rows } = await openAudit();
    const toggle = buttonNamed(rows()[0]!, 'Show changes');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const diff = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid="audit-diff"]');
      if (!found) throw new Error('no diff yet');
      return found;
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide changes');
    const diffRows = [...diff.querySelectorAll('tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(diffRows).toEqual([
      ['Field', 'Before', 'After'],
      ['role', 'user', 'editor'],
    ]);
    expect(diff.textContent).toContain('Request ID: req-3');

    // A creation has no before: every field, with a dash on the left.
    await userEvent.click(buttonNamed(rows()[1]!, 'Show changes'));
    await vi.waitFor(() => expect(container.querySelectorAll('[data-testid="audit-diff"]')).toHaveLength(2));
    const created = container.querySelectorAll('[data-testid="audit-diff"]')[1]!;
    expect(
      [...created.querySelectorAll(':scope tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['email', '—', 'grace@example.com'],
      ['role', '—', 'user'],
      ['fullName', '—', 'Grace'],
    ]);
  });

  it('sends an editor to access denied without asking for the log', async () => {
    const server = fakeServer();
    signInAs('editor');
    const { router } = await renderApp('/manage/audit');
    await landsOn(router, '/access-denied');
    expect(server.auditCalls()).toEqual([]);
  });
});
