import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { featureFlagListSchema, featureFlagSchema, type FeatureFlag } from '../../shared/flags/feature-flag';
import { buttonNamed, byLabel, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const seedFlags = (): FeatureFlag[] => [
  {
    id: 'f1',
    key: 'gallery-replay',
    description: 'The replay buttons of the gallery viewer',
    enabled: true,
    rolloutPercentage: 100,
    roles: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'f2',
    key: 'quiet-hours',
    description: 'Quiet hours',
    enabled: false,
    rolloutPercentage: 25,
    roles: ['editor', 'admin'],
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  },
];

/** /api/admin/feature-flags as the real server answers it. */
function fakeServer() {
  const state = { flags: seedFlags(), listStatus: 200, updateStatus: 200 };
  const server = stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (!path.startsWith('/api/admin/feature-flags')) return undefined;
    const id = path.split('/')[4];
    if (method === 'GET') {
      if (state.listStatus !== 200)
        return answer(apiErrorBodySchema, { message: 'Down' }, { status: state.listStatus });
      return answer(featureFlagListSchema, { items: state.flags });
    }
    if (method === 'POST') {
      const request = body as FeatureFlag;
      if (state.flags.some((flag) => flag.key === request.key))
        return answer(
          apiErrorBodySchema,
          { message: 'A feature flag with this key already exists', code: 'flag_key_taken' },
          { status: 409 },
        );
      const created: FeatureFlag = { ...seedFlags()[1]!, ...request, id: 'new' };
      state.flags.push(created);
      return answer(featureFlagSchema, created, { status: 201 });
    }
    const index = state.flags.findIndex((flag) => flag.id === id);
    if (method === 'PATCH') {
      if (state.updateStatus !== 200) return new Response(null, { status: state.updateStatus });
      state.flags[index] = { ...state.flags[index]!, ...(body as Partial<FeatureFlag>) };
      return answer(featureFlagSchema, state.flags[index]!);
    }
    if (method === 'DELETE') {
      state.flags.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  const flagCalls = (method: string) =>
    server.requests.filter(
      (request) => request.method === method && request.path.startsWith('/api/admin/feature-flags'),
    );
  return { ...server, state, flagCalls };
}

setUpAppTests();

const formDialog = () => document.querySelector<HTMLElement>('[data-testid="flag-form-dialog"]');
const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const labelled = (name: string) => {
  const found = document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (!found) throw new Error(`nothing labelled ${name}`);
  return found;
};
/** Flips a switch from the keyboard, as its hidden checkbox takes the focus (the control is styled only). */
async function toggleSwitch(input: HTMLElement) {
  input.focus();
  await userEvent.keyboard(' ');
}

async function openFlags(role = 'editor') {
  signInAs(role);
  const rendered = await renderApp('/manage/feature-flags');
  await vi.waitFor(() => expect(rows(rendered.container)).toHaveLength(2));
  return rendered;
}

describe('/manage/feature-flags', () => {
  it('shows each flag with its switch, rollout, roles and description, to an editor', async () => {
    fakeServer();
    const { container } = await openFlags();
    expect(container.querySelector('main h1')?.textContent).toBe('Feature Flag Management');
    expect(cells(rows(container)[0]!)).toEqual([
      'gallery-replay',
      'Enable gallery-replay',
      '100%',
      'Everyone',
      'The replay buttons of the gallery viewer',
      'EditDelete',
    ]);
    expect(cells(rows(container)[1]!).slice(2, 4)).toEqual(['25%', 'Editor, Admin']);
    expect((labelled('Enable gallery-replay') as HTMLInputElement).checked).toBe(true);
    expect((labelled('Enable quiet-hours') as HTMLInputElement).checked).toBe(false);
  });

  it('switches a flag off and on with one change each', async () => {
    const server = fakeServer();
    await openFlags();
    await toggleSwitch(labelled('Enable gallery-replay'));
    await vi.waitFor(() => expect(server.flagCalls('PATCH')).toHaveLength(1));
    expect(server.flagCalls('PATCH')[0]).toMatchObject({
      path: '/api/admin/feature-flags/f1',
      body: { enabled: false },
    });
    await vi.waitFor(() =>
      expect((labelled('Enable gallery-replay') as HTMLInputElement).checked).toBe(false),
    );
    await vi.waitFor(() => expect(document.body.textContent).toContain('gallery-replay is off'));

    server.state.updateStatus = 500;
    await toggleSwitch(labelled('Enable quiet-hours'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Failed to update feature flag'));
    // The refused switch shows what the server holds.
    await vi.waitFor(() => expect((labelled('Enable quiet-hours') as HTMLInputElement).checked).toBe(false));
  });

  it('creates a flag, checking the key first, and shows the server’s message for a key in use', async () => {
    const server = fakeServer();
    const { container } = await openFlags('admin');
    await userEvent.click(buttonNamed(container, 'New flag'));
    await vi.waitFor(() => expect(formDialog()).not.toBeNull());
    await userEvent.fill(byLabel(formDialog()!, 'Key'), 'Quiet Hours');
    await userEvent.fill(byLabel(formDialog()!, 'Rollout percentage'), '150');
    await userEvent.click(buttonNamed(formDialog()!, 'Create flag'));
    expect(formDialog()!.textContent).toContain('Use lowercase letters, digits and single hyphens');
    expect(formDialog()!.textContent).toContain('Enter a whole number from 0 to 100');
    expect(server.flagCalls('POST')).toHaveLength(0);

    await userEvent.fill(byLabel(formDialog()!, 'Key'), 'quiet-hours');
    await userEvent.fill(byLabel(formDialog()!, 'Rollout percentage'), '10');
    await userEvent.click(buttonNamed(formDialog()!, 'Create flag'));
    await vi.waitFor(() =>
      expect(formDialog()?.querySelector('[role="alert"]')?.textContent).toBe(
        'A feature flag with this key already exists',
      ),
    );

    await userEvent.fill(byLabel(formDialog()!, 'Key'), 'slow-breath');
    await userEvent.fill(byLabel(formDialog()!, 'Description'), 'Slower breathing guide');
    await toggleSwitch(labelled('Enabled'));
    await userEvent.click(
      [...formDialog()!.querySelectorAll('label')].find((l) => l.textContent === 'User')!,
    );
    await userEvent.click(buttonNamed(formDialog()!, 'Create flag'));
    await vi.waitFor(() => expect(formDialog()).toBeNull());
    expect(server.flagCalls('POST').at(-1)?.body).toEqual({
      key: 'slow-breath',
      description: 'Slower breathing guide',
      enabled: true,
      rolloutPercentage: 10,
      roles: ['user'],
    });
    await vi.waitFor(() => expect(rows(container)).toHaveLength(3));
  });

  it("edits only what changed, and says 'No changes to update' without a request", async () => {
    const server = fakeServer();
    await openFlags();
    await userEvent.click(labelled('Edit quiet-hours'));
    await vi.waitFor(() => expect(formDialog()).not.toBeNull());
    expect(byLabel(formDialog()!, 'Key').readOnly).toBe(true);
    await userEvent.click(buttonNamed(formDialog()!, 'Save'));
    await vi.waitFor(() =>
      expect(formDialog()?.querySelector('[role="status"]')?.textContent).toBe('No changes to update'),
    );
    expect(server.flagCalls('PATCH')).toHaveLength(0);

    await userEvent.fill(byLabel(formDialog()!, 'Rollout percentage'), '60');
    await userEvent.click(buttonNamed(formDialog()!, 'Save'));
    await vi.waitFor(() => expect(formDialog()).toBeNull());
    expect(server.flagCalls('PATCH')[0]).toMatchObject({
      path: '/api/admin/feature-flags/f2',
      body: { rolloutPercentage: 60 },
    });
  });

  it('deletes a flag only after confirmation', async () => {
    const server = fakeServer();
    const { container } = await openFlags();
    await userEvent.click(labelled('Delete quiet-hours'));
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(dialog.textContent).toContain('quiet-hours will be deleted');
    await userEvent.click(buttonNamed(dialog, 'Cancel'));
    expect(server.flagCalls('DELETE')).toHaveLength(0);

    await userEvent.click(labelled('Delete quiet-hours'));
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    await userEvent.click(buttonNamed(document.querySelector('[role="alertdialog"]')!, 'Delete flag'));
    await vi.waitFor(() => expect(rows(container)).toHaveLength(1));
    expect(server.flagCalls('DELETE').map((call) => call.path)).toEqual(['/api/admin/feature-flags/f2']);
  });

  it('says so when the flags cannot be fetched, and tries again', async () => {
    const server = fakeServer();
    server.state.listStatus = 503;
    signInAs('editor');
    const { container } = await renderApp('/manage/feature-flags');
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to fetch feature flags'), {
      timeout: 10_000,
    });
    server.state.listStatus = 200;
    await userEvent.click(buttonNamed(container, 'Try again'));
    await vi.waitFor(() => expect(rows(container)).toHaveLength(2));
  });
});
