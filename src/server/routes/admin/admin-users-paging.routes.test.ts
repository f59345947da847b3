import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes } from '../../../shared/admin/admin-messages';
import { adminUserSorts, type ListUsersResponse } from '../../../shared/admin/admin-users';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-kit';
import { createAuthTestApp, createTestUser, type TestApp } from '../../testing/auth-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);
const firstNames = ['Amal', 'Bruno', 'Chen', 'Dalia', 'Émile', 'Farah'];
const lastNames = ['Zephyr', 'Quill', 'Rowan', 'Stone', 'Vale'];
const roles = ['user', 'editor', 'admin'] as const;

describeEachDialect('admin users API: search, filter, sort and pages', (getDatabase) => {
  let app: TestApp;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    admin = await signInAdmin(app, getDatabase(), 'root@console.test');
    for (let i = 0; i < 60; i += 1) {
      // Several accounts share each creation time, so the id tiebreak is exercised.
      if (i % 4 === 0) advanceTime(1_000);
      await createTestUser(getDatabase(), {
        email: `member${String(i).padStart(2, '0')}@paging.test`,
        name: `${firstNames[i % firstNames.length]} ${lastNames[i % lastNames.length]}`,
        role: roles[i % roles.length],
      });
    }
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  async function list(query: Record<string, string>): Promise<ListUsersResponse> {
    const response = await app.request(`/api/admin/users?${new URLSearchParams(query)}`, {
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ListUsersResponse;
  }

  async function allPages(query: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ListUsersResponse = await list({ ...query, limit: '7', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(7);
      ids.push(...page.items.map((user) => user.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    return ids;
  }

  it('walks every sort both ways in pages that match one full listing, without repeats or gaps', async () => {
    for (const sort of adminUserSorts) {
      for (const direction of ['asc', 'desc']) {
        const whole = await list({ sort, direction, limit: '100' });
        expect(whole.total).toBe(61);
        expect(whole.nextCursor).toBeNull();
        const paged = await allPages({ sort, direction });
        expect(paged).toEqual(whole.items.map((user) => user.id));
        expect(new Set(paged).size).toBe(61);
      }
    }
  });

  it('reads the pinned query form with empty values as no search, all roles and the first page', async () => {
    expect(await list({ search: '', role: '', cursor: '' })).toEqual(await list({}));
  });

  it('orders by creation time, newest first by default', async () => {
    const { items } = await list({ limit: '100' });
    const times = items.map((user) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.at(-1)?.email).toBe('root@console.test');
  });

  it('filters by role, and counts what matches', async () => {
    const editors = await list({ role: 'editor', limit: '100' });
    expect(editors.total).toBe(20);
    expect(editors.items.every((user) => user.role === 'editor')).toBe(true);
    expect((await list({ role: '', limit: '5' })).total).toBe(61);
    const pagedEditors = await allPages({ role: 'editor', sort: 'email', direction: 'asc' });
    expect(new Set(pagedEditors).size).toBe(20);
  });

  it('searches the start of the email or of any word of the name, in any case', async () => {
    const byEmail = await list({ search: 'MEMBER0' });
    expect(byEmail.total).toBe(10);
    expect(byEmail.items.every((user) => user.email.startsWith('member0'))).toBe(true);
    const byLastName = await list({ search: 'zeph', limit: '100' });
    expect(byLastName.total).toBe(12);
    expect(byLastName.items.every((user) => user.fullName.endsWith('Zephyr'))).toBe(true);
    const byFirstName = await list({ search: 'amal', role: 'user', limit: '100' });
    expect(byFirstName.items.map((user) => user.fullName.split(' ')[0])).toEqual(
      Array(byFirstName.total).fill('Amal'),
    );
    // Inside a word is no match, and LIKE's wildcards are plain characters.
    expect((await list({ search: 'ephyr' })).total).toBe(0);
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: 'member_1' })).total).toBe(0);
    const searched = await allPages({ search: 'member', sort: 'fullName', direction: 'desc' });
    expect(new Set(searched).size).toBe(60);
  });

  it('refuses a cursor it did not hand out, or one from another order', async () => {
    const headers = admin.headers;
    const { nextCursor } = await list({ sort: 'email', direction: 'asc', limit: '5' });
    const foreign = await app.request(`/api/admin/users?sort=createdAt&cursor=${nextCursor ?? ''}`, {
      headers,
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ code: adminErrorCodes.invalidCursor });
    for (const cursor of ['garbage', Buffer.from('{"sort":"email"}').toString('base64url'), '%%%'])
      expect(
        (await app.request(`/api/admin/users?cursor=${encodeURIComponent(cursor)}`, { headers })).status,
      ).toBe(400);
    for (const query of [
      'role=owner',
      'sort=password',
      'limit=0',
      'limit=abc',
      'direction=up',
      'extra=1',
      'search=a&search=b',
    ])
      expect((await app.request(`/api/admin/users?${query}`, { headers })).status).toBe(400);
  });
});
