import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import {
  messageTemplateSchema,
  renderedTemplateSchema,
  templateListSchema,
  testSendResponseSchema,
  type MessageTemplate,
} from '../../shared/messaging/message-templates';
import { outboxMessageSchema, outboxPageSchema, type OutboxMessage } from '../../shared/messaging/outbox';
import { routingRuleSchema, ruleListSchema, type RoutingRule } from '../../shared/messaging/routing-rules';
import { buttonNamed, byLabel, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';
import { byTestId, labelled, requestsTo } from '../testing/console-page-kit';

const time = '2030-01-01T00:00:00.000Z';

const seedTemplates = (): MessageTemplate[] => [
  {
    id: 't-en',
    key: 'welcome',
    name: 'Welcome',
    subject: 'Welcome to Quietline',
    body: 'Hello {{ name }},',
    channel: 'email',
    contentType: 'text',
    language: 'en',
    createdAt: time,
    updatedAt: time,
  },
  {
    id: 't-ar',
    key: 'welcome',
    name: 'Welcome',
    subject: 'مرحبًا بك في Quietline',
    body: 'مرحبًا {{ name }}،',
    channel: 'email',
    contentType: 'text',
    language: 'ar',
    createdAt: time,
    updatedAt: time,
  },
];

const seedRules = (): RoutingRule[] => [
  {
    id: 'seed-welcome',
    name: 'Welcome new members',
    event: 'user.registered',
    conditions: [],
    actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 0, priority: 5 }],
    segment: 'all',
    enabled: true,
    createdAt: time,
    updatedAt: time,
  },
];

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 'm1',
  template: 'welcome',
  to: 'ada@example.com',
  subject: 'Welcome to Quietline',
  status: 'sent',
  priority: 5,
  attempts: 1,
  lastError: null,
  eventName: 'user.registered',
  ruleId: 'seed-welcome',
  runAt: time,
  sentAt: time,
  createdAt: time,
  ...overrides,
});

/** Renders like the server's sandbox does for these tests: {{ name }} → Ada, an unknown filter → 400. */
function fakeRender(text: string): string {
  return text.replace(/\{\{\s*name\s*\}\}/g, 'Ada');
}

/** /api/admin/messaging/* as the real server answers it. */
function fakeServer() {
  const state = {
    templates: seedTemplates(),
    rules: seedRules(),
    outbox: [
      message({
        id: 'm-failed',
        to: 'noor@example.com',
        status: 'failed',
        attempts: 5,
        lastError: 'ECONNREFUSED',
        sentAt: null,
      }),
      message({}),
    ],
    templatesStatus: 200,
    rulesStatus: 200,
    deleteRuleStatus: 204,
  };
  const server = stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (!path.startsWith('/api/admin/messaging/')) return undefined;
    const [resource, id, action] = path.split('?')[0]!.split('/').slice(4);
    if (resource === 'templates') {
      if (method === 'GET') {
        if (state.templatesStatus !== 200) return new Response(null, { status: state.templatesStatus });
        return answer(templateListSchema, { items: state.templates });
      }
      const draft = body as { subject: string; body: string };
      if (id === 'preview' || id === 'test-send') {
        if (draft.body.includes('| nope'))
          return answer(
            apiErrorBodySchema,
            { message: 'undefined filter: nope, line:1, col:1', code: 'template_syntax' },
            { status: 400 },
          );
        if (id === 'test-send')
          return answer(
            testSendResponseSchema,
            { messageId: 'm-test', to: 'editor@example.com' },
            { status: 202 },
          );
        return answer(renderedTemplateSchema, {
          subject: fakeRender(draft.subject),
          body: fakeRender(draft.body),
        });
      }
      if (method === 'POST') {
        const created = { ...seedTemplates()[0]!, ...(body as object), id: 't-new' } as MessageTemplate;
        state.templates.push(created);
        return answer(messageTemplateSchema, created, { status: 201 });
      }
      const index = state.templates.findIndex((template) => template.id === id);
      if (method === 'PATCH') {
        state.templates[index] = { ...state.templates[index]!, ...(body as object) };
        return answer(messageTemplateSchema, state.templates[index]!);
      }
    }
    if (resource === 'rules') {
      if (method === 'GET') {
        if (state.rulesStatus !== 200) return new Response(null, { status: state.rulesStatus });
        return answer(ruleListSchema, { items: state.rules });
      }
      if (method === 'POST') {
        const created = { ...seedRules()[0]!, ...(body as object), id: 'r-new' } as RoutingRule;
        state.rules.push(created);
        return answer(routingRuleSchema, created, { status: 201 });
      }
      const index = state.rules.findIndex((rule) => rule.id === id);
      if (method === 'PATCH') {
        state.rules[index] = { ...state.rules[index]!, ...(body as object) };
        return answer(routingRuleSchema, state.rules[index]!);
      }
      if (method === 'DELETE') {
        if (state.deleteRuleStatus !== 204) return new Response(null, { status: state.deleteRuleStatus });
        state.rules.splice(index, 1);
        return new Response(null, { status: 204 });
      }
    }
    if (resource === 'outbox') {
      if (method === 'GET') {
        const status = new URLSearchParams(path.split('?')[1]).get('status');
        return answer(outboxPageSchema, {
          items: state.outbox.filter((item) => status === null || item.status === status),
          nextCursor: null,
        });
      }
      if (action === 'retry') {
        const found = state.outbox.find((item) => item.id === id)!;
        Object.assign(found, { status: 'queued', attempts: 0 });
        return answer(outboxMessageSchema, found);
      }
    }
    return undefined;
  });
  const calls = (method: string, prefix: string) =>
    requestsTo(server.requests, method, `/api/admin/messaging/${prefix}`);
  return { ...server, state, calls };
}

setUpAppTests();

const rowsOf = (testId: string) => [...(byTestId(testId)?.querySelectorAll('tbody tr') ?? [])];
const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

async function openPage(role = 'editor') {
  signInAs(role);
  const rendered = await renderApp('/manage/transactional-messaging');
  await vi.waitFor(() => {
    expect(rowsOf('templates-table-frame')).toHaveLength(2);
    expect(rowsOf('rules-table-frame')).toHaveLength(1);
    expect(rowsOf('outbox-table-frame')).toHaveLength(2);
  });
  return rendered;
}

describe('/manage/transactional-messaging', () => {
  it('shows an editor the templates, the routing rules and the outbox', async () => {
    fakeServer();
    const { container } = await openPage();
    expect(container.querySelector('main h1')?.textContent).toBe('Transactional Messaging');
    expect([...container.querySelectorAll('main h2')].map((h2) => h2.textContent)).toEqual([
      'Templates',
      'Routing rules',
      'Outbox',
    ]);
    expect(cells(rowsOf('templates-table-frame')[0]!)).toEqual([
      'Welcome',
      'welcome',
      'English',
      'Text',
      'Welcome to Quietline',
      'EditDelete',
    ]);
    expect(cells(rowsOf('rules-table-frame')[0]!)).toEqual([
      'Welcome new members',
      'User registered',
      'Always',
      'welcome after 0 ms',
      'Everyone',
      'On',
      'EditDelete',
    ]);
    const [failed, sent] = rowsOf('outbox-table-frame');
    expect(cells(failed!).slice(0, 4)).toEqual(['noor@example.com', 'welcome', 'Failed', '5']);
    expect(failed!.textContent).toContain('ECONNREFUSED');
    expect(failed!.textContent).toContain('Retry');
    expect(sent!.textContent).not.toContain('Retry');
  });

  it('creates a template beside a live preview, which shows the engine’s message for a broken one', async () => {
    const server = fakeServer();
    const { container } = await openPage('admin');
    await userEvent.click(buttonNamed(container, 'New template'));
    const form = await vi.waitFor(() => byTestId('template-form-dialog')!);
    await userEvent.fill(byLabel(form, 'Template ID'), 'Streak Week');
    await userEvent.click(buttonNamed(form, 'Create template'));
    expect(form.textContent).toContain('Use lowercase letters, digits and single hyphens (kebab-case)');
    expect(form.textContent).toContain('Required');
    expect(server.calls('POST', 'templates')).toHaveLength(0);

    await userEvent.fill(byLabel(form, 'Template ID'), 'streak-week');
    await userEvent.fill(byLabel(form, 'Name'), 'A week of practice');
    await userEvent.selectOptions(byLabel(form, 'Language'), 'ar');
    await userEvent.fill(byLabel(form, 'Subject'), 'Seven days, {{ name }}');
    await userEvent.fill(byLabel(form, 'Body'), 'Well done, {{ name | nope }}');
    await vi.waitFor(() =>
      expect(byTestId('template-preview-error')?.textContent).toBe('undefined filter: nope, line:1, col:1'),
    );
    await userEvent.fill(byLabel(form, 'Body'), 'Well done, {{ name }}.');
    await vi.waitFor(() => {
      expect(byTestId('template-preview-subject')?.textContent).toBe('Seven days, Ada');
      expect(byTestId('template-preview-body')?.textContent).toBe('Well done, Ada.');
    });
    await userEvent.click(buttonNamed(form, 'Create template'));
    await vi.waitFor(() => expect(byTestId('template-form-dialog')).toBeNull());
    expect(server.calls('POST', 'templates').at(-1)?.body).toEqual({
      key: 'streak-week',
      name: 'A week of practice',
      language: 'ar',
      channel: 'email',
      contentType: 'text',
      subject: 'Seven days, {{ name }}',
      body: 'Well done, {{ name }}.',
    });
    await vi.waitFor(() => expect(rowsOf('templates-table-frame')).toHaveLength(3));
  });

  it('previews an HTML body in a sandboxed frame and test-sends the draft to the signed-in member', async () => {
    const server = fakeServer();
    await openPage();
    await userEvent.click(labelled('Edit welcome (English)'));
    const form = await vi.waitFor(() => byTestId('template-form-dialog')!);
    expect(byLabel(form, 'Template ID').readOnly).toBe(true);
    await userEvent.selectOptions(byLabel(form, 'Content type'), 'html');
    await userEvent.fill(byLabel(form, 'Body'), '<p>Hello {{ name }}</p>');
    const frame = await vi.waitFor(() => {
      const found = form.querySelector('iframe');
      expect(found?.getAttribute('srcdoc')).toBe('<p>Hello Ada</p>');
      return found!;
    });
    expect(frame.getAttribute('sandbox')).toBe('');
    await userEvent.click(buttonNamed(form, 'Send a test to me'));
    await vi.waitFor(() => expect(form.textContent).toContain('Test sent to editor@example.com'));
    expect(server.calls('POST', 'templates/test-send').at(-1)?.body).toEqual({
      subject: 'Welcome to Quietline',
      body: '<p>Hello {{ name }}</p>',
      contentType: 'html',
    });
  });

  it("edits a template: 'No changes to update' without a request, then only what changed", async () => {
    const server = fakeServer();
    await openPage();
    await userEvent.click(labelled('Edit welcome (Arabic)'));
    const form = await vi.waitFor(() => byTestId('template-form-dialog')!);
    await userEvent.click(buttonNamed(form, 'Save'));
    await vi.waitFor(() =>
      expect(form.querySelector('[role="status"]')?.textContent).toBe('No changes to update'),
    );
    expect(server.calls('PATCH', 'templates')).toHaveLength(0);
    await userEvent.fill(byLabel(form, 'Name'), 'Welcome (Arabic)');
    await userEvent.click(buttonNamed(form, 'Save'));
    await vi.waitFor(() => expect(byTestId('template-form-dialog')).toBeNull());
    expect(server.calls('PATCH', 'templates')[0]).toMatchObject({
      path: '/api/admin/messaging/templates/t-ar',
      body: { name: 'Welcome (Arabic)' },
    });
  });

  it('creates a rule from condition and action rows', async () => {
    const server = fakeServer();
    const { container } = await openPage();
    await userEvent.click(buttonNamed(container, 'New rule'));
    const form = await vi.waitFor(() => byTestId('rule-form-dialog')!);
    await userEvent.fill(byLabel(form, 'Rule name'), 'Milestones');
    await userEvent.selectOptions(byLabel(form, 'Event'), 'streak.reached');
    await userEvent.selectOptions(byLabel(form, 'Segment'), 'members');
    await userEvent.click(buttonNamed(form, 'Add condition'));
    const condition = labelled('Condition 1');
    await userEvent.selectOptions(byLabel(condition, 'Field'), 'streakDays');
    await userEvent.selectOptions(byLabel(condition, 'Operator'), 'greater');
    await userEvent.fill(byLabel(condition, 'Value'), 'a week');
    const action = labelled('Action 1');
    await userEvent.fill(byLabel(action, 'Delay (ms)'), '-5');
    await userEvent.click(buttonNamed(form, 'Create rule'));
    expect(condition.textContent).toContain('Enter a number');
    expect(action.textContent).toContain('Enter whole milliseconds, from 0 to 30 days');
    expect(server.calls('POST', 'rules')).toHaveLength(0);

    await userEvent.selectOptions(byLabel(condition, 'Operator'), 'in');
    await userEvent.fill(byLabel(condition, 'Value'), '7, 30');
    await userEvent.fill(byLabel(action, 'Delay (ms)'), '1000');
    await userEvent.fill(byLabel(action, 'Priority'), '3');
    await userEvent.click(buttonNamed(form, 'Create rule'));
    await vi.waitFor(() => expect(byTestId('rule-form-dialog')).toBeNull());
    expect(server.calls('POST', 'rules').at(-1)?.body).toEqual({
      name: 'Milestones',
      event: 'streak.reached',
      segment: 'members',
      enabled: true,
      conditions: [{ field: 'streakDays', operator: 'in', value: ['7', '30'] }],
      actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 1000, priority: 3 }],
    });
    await vi.waitFor(() => expect(rowsOf('rules-table-frame')).toHaveLength(2));
  });

  it('deletes a rule only after confirmation, and says so when it fails', async () => {
    const server = fakeServer();
    const { container } = await openPage();
    server.state.deleteRuleStatus = 500;
    await userEvent.click(labelled('Delete Welcome new members'));
    const confirm = await vi.waitFor(() => document.querySelector<HTMLElement>('[role="alertdialog"]')!);
    expect(confirm.textContent).toContain('Welcome new members will be deleted');
    await userEvent.click(buttonNamed(confirm, 'Delete rule'));
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to delete rule'));
    server.state.deleteRuleStatus = 204;
    await userEvent.click(labelled('Delete Welcome new members'));
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    await userEvent.click(buttonNamed(document.querySelector('[role="alertdialog"]')!, 'Delete rule'));
    await vi.waitFor(() => expect(container.textContent).toContain('No routing rules yet.'));
    expect(server.calls('DELETE', 'rules').map((call) => call.path)).toEqual([
      '/api/admin/messaging/rules/seed-welcome',
      '/api/admin/messaging/rules/seed-welcome',
    ]);
  });

  it('filters the outbox by status and retries a failed message', async () => {
    const server = fakeServer();
    const { container } = await openPage();
    await userEvent.selectOptions(byLabel(container, 'Status'), 'failed');
    await vi.waitFor(() => expect(rowsOf('outbox-table-frame')).toHaveLength(1));
    expect(server.calls('GET', 'outbox').at(-1)?.path).toBe('/api/admin/messaging/outbox?status=failed');
    await userEvent.click(labelled('Retry the message to noor@example.com'));
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Message to noor@example.com queued again'),
    );
    expect(server.calls('POST', 'outbox').map((call) => call.path)).toEqual([
      '/api/admin/messaging/outbox/m-failed/retry',
    ]);
    await vi.waitFor(() => expect(container.textContent).toContain('No messages.'));
  });

  it('says when templates or rules cannot be fetched, and tries again', async () => {
    const server = fakeServer();
    server.state.templatesStatus = 503;
    server.state.rulesStatus = 503;
    signInAs('editor');
    const { container } = await renderApp('/manage/transactional-messaging');
    await vi.waitFor(
      () => {
        expect(container.textContent).toContain('Failed to fetch templates');
        expect(container.textContent).toContain('Failed to fetch routing rules');
      },
      { timeout: 15_000 },
    );
    server.state.templatesStatus = 200;
    server.state.rulesStatus = 200;
    for (const button of [...container.querySelectorAll('button')].filter(
      (b) => b.textContent === 'Try again',
    ))
      await userEvent.click(button);
    await vi.waitFor(() => {
      expect(rowsOf('templates-table-frame')).toHaveLength(2);
      expect(rowsOf('rules-table-frame')).toHaveLength(1);
    });
  });
});
