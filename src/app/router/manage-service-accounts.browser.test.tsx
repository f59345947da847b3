import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import {
  apiTokenListSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  serviceAccountListSchema,
  serviceAccountSchema,
  type ApiToken,
  type CreateApiTokenRequest,
  type ServiceAccount,
} from '../../shared/admin/service-accounts';
import { buttonNamed, byLabel, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const secret = 'qlt_9TQxv3m0GkHj2lQe8cYwZr4PaBn5sDf7uIo1Kt6hJyX';

const seedAccounts = (): ServiceAccount[] => [
  {
    id: 'sa1',
    name: 'CRM sync',
    description: 'Copies members to the CRM',
    active: true,
    activeTokens: 1,
    createdAt: '2030-01-02T00:00:00.000Z',
    updatedAt: '2030-01-02T00:00:00.000Z',
  },
];

const seedTokens = (): ApiToken[] => [
  {
    id: 't1',
    serviceAccountId: 'sa1',
    name: 'Production',
    hint: 'qlt_AbCd',
    scopes: ['users:read'],
    allowedIps: ['203.0.113.0/24'],
    status: 'active',
    expiresAt: null,
    createdAt: '2030-01-02T00:00:00.000Z',
    lastUsedAt: '2030-01-05T10:00:00.000Z',
    lastUsedIp: '203.0.113.9',
    revokedAt: null,
    revokeReason: null,
  },
  {
    id: 't0',
    serviceAccountId: 'sa1',
    name: 'Old key',
    hint: 'qlt_ZzYy',
    scopes: ['users:read'],
    allowedIps: [],
    status: 'expired',
    expiresAt: '2030-01-01T00:00:00.000Z',
    createdAt: '2029-01-01T00:00:00.000Z',
    lastUsedAt: null,
    lastUsedIp: null,
    revokedAt: null,
    revokeReason: null,
  },
];

/** /api/admin/service-accounts and /api/admin/tokens as the real server answers them. */
function fakeServer() {
  const state = {
    accounts: seedAccounts(),
    tokens: seedTokens(),
    listStatus: 200,
    tokensStatus: 200,
    patchStatus: 200,
    createTokenStatus: 201,
    revokeStatus: 200,
  };
  const failure = (status: number) => new Response(null, { status });
  const server = stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const parts = path.split('/');
    if (path.startsWith('/api/admin/tokens/') && method === 'POST') {
      if (state.revokeStatus !== 200) return failure(state.revokeStatus);
      const token = state.tokens.find((known) => known.id === parts[4])!;
      Object.assign(token, { status: 'revoked', revokeReason: (body as { reason: string }).reason });
      return answer(apiTokenSchema, token);
    }
    if (!path.startsWith('/api/admin/service-accounts')) return undefined;
    const account = state.accounts.find((known) => known.id === parts[4]);
    if (path === '/api/admin/service-accounts') {
      if (method === 'GET')
        return state.listStatus === 200
          ? answer(serviceAccountListSchema, { items: state.accounts })
          : failure(state.listStatus);
      const created: ServiceAccount = {
        ...seedAccounts()[0]!,
        ...(body as object),
        id: 'sa2',
        activeTokens: 0,
      };
      state.accounts.unshift(created);
      return answer(serviceAccountSchema, created, { status: 201 });
    }
    if (method === 'PATCH') {
      if (state.patchStatus !== 200) return failure(state.patchStatus);
      Object.assign(account!, body);
      return answer(serviceAccountSchema, account!);
    }
    if (method === 'GET')
      return state.tokensStatus === 200
        ? answer(apiTokenListSchema, { items: state.tokens })
        : failure(state.tokensStatus);
    if (state.createTokenStatus !== 201) return failure(state.createTokenStatus);
    const request = body as CreateApiTokenRequest;
    const token: ApiToken = {
      ...seedTokens()[0]!,
      id: 't2',
      name: request.name,
      scopes: request.scopes,
      allowedIps: request.allowedIps ?? [],
      expiresAt: request.expiresAt ?? null,
      lastUsedAt: null,
      lastUsedIp: null,
    };
    state.tokens.unshift(token);
    return answer(createdApiTokenSchema, { ...token, token: secret }, { status: 201 });
  });
  const calls = (method: string, prefix: string) =>
    server.requests.filter((request) => request.method === method && request.path.startsWith(prefix));
  return { ...server, state, calls };
}

setUpAppTests();

const dialog = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const accountItems = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-testid="service-account"]'),
];
const tokenRows = (container: HTMLElement) => [
  ...container.querySelectorAll('[data-testid="tokens-panel"] tbody tr'),
];
const checkbox = (root: ParentNode, label: string) => {
  const found = [...root.querySelectorAll('label')].find((element) => element.textContent === label);
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no checkbox ${label}`);
  return input;
};

async function openPage() {
  signInAs('admin');
  const rendered = await renderApp('/manage/service-accounts');
  await vi.waitFor(() => expect(accountItems(rendered.container)).toHaveLength(1));
  return rendered;
}

async function openTokens(container: HTMLElement) {
  await userEvent.click(buttonNamed(accountItems(container)[0]!, 'Tokens'));
  await vi.waitFor(() => expect(tokenRows(container)).toHaveLength(2));
}

describe('/manage/service-accounts', () => {
  it('lists accounts, creates one, and deactivates and activates it', async () => {
    const server = fakeServer();
    const { container } = await openPage();
    const [first] = accountItems(container);
    expect(first?.textContent).toContain('CRM sync');
    expect(first?.textContent).toContain('Active');
    expect(first?.textContent).toContain('1 active token');

    await userEvent.click(buttonNamed(container, 'New service account'));
    await vi.waitFor(() => expect(dialog('service-account-dialog')).not.toBeNull());
    await userEvent.click(buttonNamed(dialog('service-account-dialog')!, 'Create service account'));
    expect(dialog('service-account-dialog')!.textContent).toContain('Name is required');
    expect(server.calls('POST', '/api/admin/service-accounts')).toHaveLength(0);
    await userEvent.fill(byLabel(dialog('service-account-dialog')!, 'Name'), 'Reports');
    await userEvent.click(buttonNamed(dialog('service-account-dialog')!, 'Create service account'));
    await vi.waitFor(() => expect(accountItems(container)).toHaveLength(2));
    expect(server.calls('POST', '/api/admin/service-accounts')[0]?.body).toEqual({ name: 'Reports' });

    await userEvent.click(buttonNamed(accountItems(container)[1]!, 'Deactivate'));
    await vi.waitFor(() => expect(accountItems(container)[1]?.textContent).toContain('Inactive'));
    expect(server.calls('PATCH', '/api/admin/service-accounts/sa1')[0]?.body).toEqual({ active: false });
    server.state.patchStatus = 500;
    await userEvent.click(buttonNamed(accountItems(container)[1]!, 'Activate'));
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to activate service account'));
    server.state.patchStatus = 200;
    await userEvent.click(buttonNamed(accountItems(container)[1]!, 'Activate'));
    await vi.waitFor(() => expect(accountItems(container)[1]?.textContent).toContain('Active'));
    expect(container.textContent).not.toContain('Failed to activate service account');
    server.state.patchStatus = 500;
    await userEvent.click(buttonNamed(accountItems(container)[1]!, 'Deactivate'));
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to deactivate service account'));
  });

  it('says so when the accounts or tokens cannot be fetched', async () => {
    const server = fakeServer();
    server.state.listStatus = 400;
    signInAs('admin');
    const { container } = await renderApp('/manage/service-accounts');
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to fetch service accounts'));
    server.state.listStatus = 200;
    server.state.tokensStatus = 400;
    await userEvent.click(buttonNamed(container, 'Try again'));
    await vi.waitFor(() => expect(accountItems(container)).toHaveLength(1));
    await userEvent.click(buttonNamed(accountItems(container)[0]!, 'Tokens'));
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to fetch tokens'));
  });

  it('lists tokens with status and last use, creates one and shows its secret once', async () => {
    const server = fakeServer();
    const { container } = await openPage();
    await openTokens(container);
    expect(tokenRows(container)[0]?.textContent).toContain('Active');
    expect(tokenRows(container)[0]?.textContent).toContain('203.0.113.9');
    expect(tokenRows(container)[1]?.textContent).toContain('Expired');
    expect(tokenRows(container)[1]?.textContent).toContain('Never used');

    await userEvent.click(buttonNamed(container, 'New token'));
    await vi.waitFor(() => expect(dialog('token-form-dialog')).not.toBeNull());
    const form = dialog('token-form-dialog')!;
    await userEvent.fill(byLabel(form, 'Name'), 'Staging');
    await userEvent.fill(byLabel(form, 'Allowed addresses'), '10.0.0.0/8\n10.0.0.300');
    await userEvent.click(buttonNamed(form, 'Create token'));
    expect(form.textContent).toContain('Choose at least one permission');
    expect(form.textContent).toContain('Not an IP address or CIDR range: 10.0.0.300');
    expect(server.calls('POST', '/api/admin/service-accounts/sa1/tokens')).toHaveLength(0);

    await userEvent.click(checkbox(form, 'Read members (users:read)'));
    await userEvent.click(checkbox(form, 'Read practice reports (reports:read)'));
    await userEvent.fill(byLabel(form, 'Allowed addresses'), '10.0.0.0/8\n2001:DB8::/32');
    server.state.createTokenStatus = 500;
    await userEvent.click(buttonNamed(form, 'Create token'));
    await vi.waitFor(() => expect(form.textContent).toContain('Failed to create token'));
    server.state.createTokenStatus = 201;
    await userEvent.click(buttonNamed(form, 'Create token'));
    await vi.waitFor(() => expect(dialog('token-secret-dialog')).not.toBeNull());
    expect(server.calls('POST', '/api/admin/service-accounts/sa1/tokens').at(-1)?.body).toEqual({
      name: 'Staging',
      scopes: ['users:read', 'reports:read'],
      allowedIps: ['10.0.0.0/8', '2001:db8::/32'],
    });
    expect(dialog('token-secret-dialog')!.querySelector('[data-testid="token-secret"]')?.textContent).toBe(
      secret,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(buttonNamed(dialog('token-secret-dialog')!, 'Copy token'));
    expect(writeText).toHaveBeenCalledWith(secret);
    await userEvent.click(buttonNamed(dialog('token-secret-dialog')!, 'Done'));
    await vi.waitFor(() => expect(dialog('token-secret-dialog')).toBeNull());
    await vi.waitFor(() => expect(tokenRows(container)).toHaveLength(3));
    // Shown once: nowhere on the page any more.
    expect(document.body.textContent).not.toContain(secret);
  });

  it('revokes a token only with a reason', async () => {
    const server = fakeServer();
    const { container } = await openPage();
    await openTokens(container);
    const revokeButton = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Revoke Production"]',
    )!;
    await userEvent.click(revokeButton);
    await vi.waitFor(() => expect(dialog('revoke-token-dialog')).not.toBeNull());
    const form = dialog('revoke-token-dialog')!;
    await userEvent.click(buttonNamed(form, 'Revoke token'));
    expect(form.textContent).toContain('A reason is required');
    expect(server.calls('POST', '/api/admin/tokens')).toHaveLength(0);
    await userEvent.fill(byLabel(form, 'Reason'), 'Leaked in a log');
    server.state.revokeStatus = 500;
    await userEvent.click(buttonNamed(form, 'Revoke token'));
    await vi.waitFor(() => expect(form.textContent).toContain('Failed to revoke token'));
    server.state.revokeStatus = 200;
    await userEvent.click(buttonNamed(form, 'Revoke token'));
    await vi.waitFor(() => expect(dialog('revoke-token-dialog')).toBeNull());
    expect(server.calls('POST', '/api/admin/tokens/t1/revoke').at(-1)?.body).toEqual({
      reason: 'Leaked in a log',
    });
    await vi.waitFor(() =>
      expect(tokenRows(container)[0]?.textContent).toContain('Revoked: Leaked in a log'),
    );
    expect(container.querySelector('button[aria-label="Revoke Production"]')).toBeNull();
  });
});
