import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeTestToken } from '../../lib/auth/test-tokens';
import { stepUpExchange, stepUpRequired } from '../../lib/testing/step-up-answers';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { adminUserSchema, listUsersResponseSchema, type AdminUser } from '../../shared/admin/admin-users';
import { apiErrorBodySchema } from '../../shared/api-error';
import { buttonNamed, byLabel, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const PAGE = 25;
const pad = (n: number) => String(n).padStart(2, '0');
const seedUsers = (): AdminUser[] =>
  Array.from({ length: 30 }, (_, i) => ({
    id: `u${i + 1}`,
    email: `person${pad(i + 1)}@example.com`,
    fullName: `Person ${pad(i + 1)}`,
    displayName: null,
    role: i === 0 ? 'admin' : i < 5 ? 'editor' : 'user',
    externalId: null,
    hasPassword: true,
    twoFactorEnabled: i === 0,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));

/** A real-looking step-up token: the client reuses it until shortly before `exp`. */
const stepUpToken = makeTestToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 300 });

/** /api/admin/users as the real server answers it: search, role, sort, cursor paging, step-up. */
function fakeServer() {
  const state = { users: seedUsers(), listStatus: 200, updateStatus: 200, deleteStatus: 204 };
  const server = stubFetch(({ method, path, headers, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const url = new URL(path, 'http://quietline.test');
    if (method === 'POST' && url.pathname === '/api/auth/escalation') {
      return stepUpExchange((body as { code?: string }).code === '123456', stepUpToken, '2fa');
    }
    if (!url.pathname.startsWith('/api/admin/users')) return undefined;
    if (headers.get('X-Escalation-Token') !== stepUpToken) return stepUpRequired('user-management', '2fa');
    const id = url.pathname.split('/')[4];
    if (method === 'GET') {
      if (state.listStatus !== 200)
        return answer(apiErrorBodySchema, { message: 'Nope' }, { status: state.listStatus });
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const role = url.searchParams.get('role');
      const sort = (url.searchParams.get('sort') ?? 'createdAt') as 'email' | 'fullName' | 'createdAt';
      const sign = url.searchParams.get('direction') === 'asc' ? 1 : -1;
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const matching = state.users
        .filter(
          (user) => !search || user.email.startsWith(search) || user.fullName.toLowerCase().includes(search),
        )
        .filter((user) => !role || user.role === role)
        .sort((a, b) => sign * a[sort].localeCompare(b[sort]));
      const items = matching.slice(offset, offset + PAGE);
      const nextCursor = offset + PAGE < matching.length ? String(offset + PAGE) : null;
      return answer(listUsersResponseSchema, { items, nextCursor, total: matching.length });
    }
    if (method === 'POST') {
      const request = body as Pick<AdminUser, 'email' | 'fullName' | 'role'>;
      if (state.users.some((user) => user.email === request.email)) {
        return answer(
          apiErrorBodySchema,
          { message: 'An account with this email already exists' },
          { status: 409 },
        );
      }
      const created: AdminUser = {
        ...seedUsers()[5]!,
        ...request,
        id: 'new',
        createdAt: '2026-06-01T00:00:00.000Z',
      };
      state.users.push(created);
      return answer(adminUserSchema, created, { status: 201 });
    }
    const index = state.users.findIndex((user) => user.id === id);
    if (method === 'PATCH') {
      if (state.updateStatus !== 200) return new Response(null, { status: state.updateStatus });
      const changes = body as Partial<AdminUser>;
      if (id === 'u1' && changes.role && changes.role !== 'admin') {
        return answer(apiErrorBodySchema, { message: 'The last admin cannot be demoted' }, { status: 409 });
      }
      state.users[index] = { ...state.users[index]!, ...changes };
      return answer(adminUserSchema, state.users[index]!);
    }
    if (method === 'DELETE') {
      if (state.deleteStatus !== 204) return new Response(null, { status: state.deleteStatus });
      state.users.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  const userCalls = (method: string) =>
    server.requests.filter(
      (request) => request.method === method && request.path.startsWith('/api/admin/users'),
    );
  return { ...server, state, userCalls };
}

setUpAppTests();

const stepUpDialog = () => document.querySelector<HTMLElement>('[data-testid="step-up-dialog"]');
const formDialog = () => document.querySelector<HTMLElement>('[data-testid="user-form-dialog"]');
const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const emails = (container: HTMLElement) => rows(container).map((row) => row.querySelector('td')?.textContent);
const labelled = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button labelled ${name}`);
  return found;
};

async function enterTwoFactorCode() {
  await vi.waitFor(() => expect(stepUpDialog()).not.toBeNull());
  const digits = () => [...stepUpDialog()!.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]')];
  await userEvent.click(digits()[0]!);
  await userEvent.fill(digits()[0]!, '123456');
  await vi.waitFor(() => expect(digits().every((digit) => digit.value !== '')).toBe(true));
  await userEvent.click(buttonNamed(stepUpDialog()!, 'Confirm'));
  await vi.waitFor(() => expect(stepUpDialog()).toBeNull());
}

/** Opens /manage/users as an admin and passes the two-factor step-up the list asks for. */
async function openUsers() {
  signInAs('admin');
  const rendered = await renderApp('/manage/users');
  await enterTwoFactorCode();
  await vi.waitFor(() => expect(rows(rendered.container)).toHaveLength(PAGE));
  return rendered;
}

describe('/manage/users', () => {
  it('lists the accounts after the two-factor step-up, counts them, and loads the next cursor', async () => {
    const server = fakeServer();
    const { container } = await openUsers();
    const [first, retried] = server.userCalls('GET');
    expect(first?.headers.get('X-Escalation-Token')).toBeNull();
    expect(retried?.headers.get('X-Escalation-Token')).toBe(stepUpToken);
    expect(retried?.path).toBe('/api/admin/users?sort=createdAt&direction=desc');
    expect(container.querySelector('[data-testid="users-total"]')?.textContent).toBe('30 users');
    expect(emails(container)[0]).toBe('person30@example.com');

    await userEvent.click(buttonNamed(container, 'Load more'));
    await vi.waitFor(() => expect(rows(container)).toHaveLength(30));
    expect(server.userCalls('GET').at(-1)?.path).toContain('cursor=25');
    expect(container.textContent).not.toContain('Load more');
    // The granted step-up is reused: one dialog for the whole page.
    expect(server.requests.filter((request) => request.path === '/api/auth/escalation')).toHaveLength(1);
  });

  it('searches by email or name on the server, and filters by role from All Roles', async () => {
    const server = fakeServer();
    const { container } = await openUsers();
    await userEvent.fill(byLabel(container, 'Search'), 'Person 03');
    await vi.waitFor(() => expect(emails(container)).toEqual(['person03@example.com']));
    expect(server.userCalls('GET').at(-1)?.path).toContain('search=Person+03');
    expect(container.querySelector('[data-testid="users-total"]')?.textContent).toBe('1 user');

    await userEvent.clear(byLabel(container, 'Search'));
    const role = byLabel(container, 'Role') as unknown as HTMLSelectElement;
    expect([...role.options].map((option) => option.text)).toEqual(['All Roles', 'Admin', 'Editor', 'User']);
    await userEvent.selectOptions(role, 'editor');
    await vi.waitFor(() => expect(rows(container)).toHaveLength(4));
    expect(server.userCalls('GET').at(-1)?.path).toContain('role=editor');
    await userEvent.selectOptions(role, '');
    await vi.waitFor(() => expect(rows(container)).toHaveLength(PAGE));
    expect(server.userCalls('GET').at(-1)?.path).not.toContain('role=');
  });

  it('sorts by a column on the server and toggles its direction', async () => {
    const server = fakeServer();
    const { container } = await openUsers();
    const header = (name: string) =>
      [...container.querySelectorAll('th')].find((th) => th.textContent === name)!;
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(buttonNamed(header('Email'), 'Email'));
    await vi.waitFor(() => expect(emails(container)[0]).toBe('person01@example.com'));
    expect(server.userCalls('GET').at(-1)?.path).toContain('sort=email&direction=asc');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').getAttribute('aria-sort')).toBeNull();

    await userEvent.click(buttonNamed(header('Email'), 'Email'));
    await vi.waitFor(() => expect(emails(container)[0]).toBe('person30@example.com'));
    expect(server.userCalls('GET').at(-1)?.path).toContain('sort=email&direction=desc');
  });

  it('creates a user after the step-up, and shows the server’s message for a taken email', async () => {
    const server = fakeServer();
    const { container } = await openUsers();
    await userEvent.click(buttonNamed(container, 'New user'));
    await vi.waitFor(() => expect(formDialog()).not.toBeNull());
    await userEvent.click(buttonNamed(formDialog()!, 'Create user'));
    expect(formDialog()!.textContent).toContain('Enter a valid email address');
    expect(formDialog()!.textContent).toContain('Full name is required');
    expect(server.userCalls('POST')).toHaveLength(0);

    await userEvent.fill(byLabel(formDialog()!, 'Email'), 'person02@example.com');
    await userEvent.fill(byLabel(formDialog()!, 'Full name'), 'Grace Hopper');
    await userEvent.fill(byLabel(formDialog()!, 'External identity provider ID'), 'hr-42');
    await userEvent.click(buttonNamed(formDialog()!, 'Create user'));
    await vi.waitFor(() =>
      expect(formDialog()?.querySelector('[role="alert"]')?.textContent).toBe(
        'An account with this email already exists',
      ),
    );

    await userEvent.fill(byLabel(formDialog()!, 'Email'), 'grace@example.com');
    await userEvent.selectOptions(byLabel(formDialog()!, 'Role'), 'editor');
    await userEvent.click(buttonNamed(formDialog()!, 'Create user'));
    await vi.waitFor(() => expect(formDialog()).toBeNull());
    const posts = server.userCalls('POST');
    expect(posts.at(-1)?.body).toEqual({
      email: 'grace@example.com',
      fullName: 'Grace Hopper',
      role: 'editor',
      externalId: 'hr-42',
    });
    // Each call meets ESCALATION_REQUIRED first, then goes again with the granted token.
    expect(posts.at(-2)?.headers.get('X-Escalation-Token')).toBeNull();
    expect(posts.at(-1)?.headers.get('X-Escalation-Token')).toBe(stepUpToken);
    await vi.waitFor(() => expect(emails(container)[0]).toBe('grace@example.com'));
  });

  it("edits only what changed, and says 'No changes to update' without a request", async () => {
    const server = fakeServer();
    const { container } = await openUsers();
    await userEvent.click(labelled('Edit person29@example.com'));
    await vi.waitFor(() => expect(formDialog()).not.toBeNull());
    expect(byLabel(formDialog()!, 'Full name').value).toBe('Person 29');
    await userEvent.click(buttonNamed(formDialog()!, 'Save changes'));
    await vi.waitFor(() =>
      expect(formDialog()?.querySelector('[role="status"]')?.textContent).toBe('No changes to update'),
    );
    expect(server.userCalls('PATCH')).toHaveLength(0);

    server.state.updateStatus = 500;
    await userEvent.fill(byLabel(formDialog()!, 'Display name'), 'Two');
    await userEvent.click(buttonNamed(formDialog()!, 'Save changes'));
    await vi.waitFor(() =>
      expect(formDialog()?.querySelector('[role="alert"]')?.textContent).toBe('Failed to update user'),
    );

    server.state.updateStatus = 200;
    await userEvent.selectOptions(byLabel(formDialog()!, 'Role'), 'admin');
    await userEvent.click(buttonNamed(formDialog()!, 'Save changes'));
    await vi.waitFor(() => expect(formDialog()).toBeNull());
    const patches = server.userCalls('PATCH');
    expect(patches.at(-1)?.path).toBe('/api/admin/users/u29');
    expect(patches.at(-1)?.body).toEqual({ role: 'admin', displayName: 'Two' });
    expect(patches.at(-2)?.headers.get('X-Escalation-Token')).toBeNull();
    expect(patches.at(-1)?.headers.get('X-Escalation-Token')).toBe(stepUpToken);
    await vi.waitFor(() => expect(container.textContent).toContain('Two'));
  });

  it('shows the server’s refusal to demote the last admin', async () => {
    fakeServer();
    const { container } = await openUsers();
    await userEvent.selectOptions(byLabel(container, 'Role'), 'admin');
    await vi.waitFor(() => expect(emails(container)).toEqual(['person01@example.com']));
    await userEvent.click(labelled('Edit person01@example.com'));
    await vi.waitFor(() => expect(formDialog()).not.toBeNull());
    await userEvent.selectOptions(byLabel(formDialog()!, 'Role'), 'user');
    await userEvent.click(buttonNamed(formDialog()!, 'Save changes'));
    await vi.waitFor(() =>
      expect(formDialog()?.querySelector('[role="alert"]')?.textContent).toBe(
        'The last admin cannot be demoted',
      ),
    );
  });

  it('deletes after confirmation and the step-up, or says it failed', async () => {
    const server = fakeServer();
    const { container } = await openUsers();
    const confirmDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

    server.state.deleteStatus = 500;
    await userEvent.click(labelled('Delete person30@example.com'));
    await vi.waitFor(() => expect(confirmDialog()?.textContent).toContain('person30@example.com'));
    await userEvent.click(buttonNamed(confirmDialog()!, 'Delete user'));
    await vi.waitFor(() =>
      expect(container.querySelector('main [role="alert"]')?.textContent).toBe('Failed to delete user'),
    );

    server.state.deleteStatus = 204;
    await userEvent.click(labelled('Delete person30@example.com'));
    await vi.waitFor(() => expect(confirmDialog()).not.toBeNull());
    await userEvent.click(buttonNamed(confirmDialog()!, 'Delete user'));
    await vi.waitFor(() => expect(emails(container)[0]).toBe('person29@example.com'));
    const deletes = server.userCalls('DELETE');
    expect(deletes.at(-1)?.path).toBe('/api/admin/users/u30');
    expect(deletes.at(-1)?.headers.get('X-Escalation-Token')).toBe(stepUpToken);
    expect(container.querySelector('[data-testid="users-total"]')?.textContent).toBe('29 users');
  });

  it("says 'Failed to fetch users' when the list cannot be loaded", async () => {
    const server = fakeServer();
    server.state.listStatus = 400;
    signInAs('admin');
    const { container } = await renderApp('/manage/users');
    await enterTwoFactorCode();
    await vi.waitFor(() =>
      expect(container.querySelector('main [role="alert"]')?.textContent).toBe('Failed to fetch users'),
    );
    server.state.listStatus = 200;
    await userEvent.click(buttonNamed(container, 'Try again'));
    await vi.waitFor(() => expect(rows(container)).toHaveLength(PAGE));
  });
});
