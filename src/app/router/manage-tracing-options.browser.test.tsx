import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminImageListSchema,
  adminImageSchema,
  adminSoundtrackListSchema,
  type AdminCategory,
  type AdminImage,
  type AdminSoundtrack,
} from '../../shared/admin/tracing-options';
import { apiErrorBodySchema } from '../../shared/api-error';
import { buttonNamed, byLabel, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';
import { byTestId, labelled, requestsTo } from '../testing/console-page-kit';

const updatedAt = '2026-01-01T00:00:00.000Z';
const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${color}"/></svg>`)}`;

const seedSoundtracks = (): AdminSoundtrack[] => [
  {
    id: 'silence',
    name: 'Silence',
    premium: false,
    sortOrder: 0,
    durationSeconds: null,
    source: { kind: 'silence' },
    stored: false,
    updatedAt,
  },
  {
    id: 'rain',
    name: 'Rain recording',
    premium: true,
    sortOrder: 10,
    durationSeconds: 125,
    source: { kind: 'file', url: '/api/content/assets/rain.mp3', mediaType: 'audio/mpeg' },
    stored: true,
    updatedAt,
  },
];
const seedCategories = (): AdminCategory[] => [
  {
    id: 'mandalas',
    name: 'Mandalas',
    alt: 'A mandala',
    color: '#14b8a6',
    sortOrder: 10,
    iconUrl: picture('teal'),
    imageCount: 2,
    updatedAt,
  },
  {
    id: 'nature',
    name: 'Nature',
    alt: 'A leaf',
    color: '#65a30d',
    sortOrder: 20,
    iconUrl: null,
    imageCount: 1,
    updatedAt,
  },
];
const image = (id: string, title: string, categoryId: string, src: string): AdminImage => ({
  id,
  categoryId,
  title,
  alt: `${title} drawing`,
  premium: false,
  sortOrder: 10,
  kind: 'svg',
  src,
  stored: true,
  updatedAt,
});
const seedImages = (): AdminImage[] => [
  image('lotus', 'Lotus', 'mandalas', picture('red')),
  image('fern', 'Fern', 'nature', picture('green')),
  // Its file cannot be loaded: the preview says so.
  image('wave', 'Wave', 'mandalas', '/api/content/assets/missing-wave.svg'),
];

/** /api/admin/content/* as the real server answers it. */
function fakeServer() {
  const state = {
    soundtracks: seedSoundtracks(),
    categories: seedCategories(),
    images: seedImages(),
    listStatus: { soundtracks: 200, categories: 200, images: 200 } as Record<string, number>,
    orderStatus: 204,
    createImageStatus: 201,
  };
  const server = stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const match = /^\/api\/admin\/content\/(soundtracks|categories|images)(?:\/([^/]+))?$/.exec(path);
    if (!match) return undefined;
    const [, list = '', id] = match;
    if (method === 'GET') {
      const status = state.listStatus[list] ?? 200;
      if (status !== 200) return answer(apiErrorBodySchema, { message: 'Refused' }, { status });
      if (list === 'soundtracks') return answer(adminSoundtrackListSchema, { items: state.soundtracks });
      if (list === 'categories') return answer(adminCategoryListSchema, { items: state.categories });
      return answer(adminImageListSchema, { items: state.images });
    }
    if (method === 'PUT' && id === 'order') {
      if (state.orderStatus !== 204)
        return answer(
          apiErrorBodySchema,
          { message: 'The list changed meanwhile: reload it and try again', code: 'order_stale' },
          { status: state.orderStatus },
        );
      const ids = (body as { ids: string[] }).ids;
      state.images = ids.map((each) => state.images.find((item) => item.id === each)!);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && list === 'images') {
      if (state.createImageStatus !== 201)
        return answer(
          apiErrorBodySchema,
          { message: 'Upload an SVG, PNG, JPEG, WebP or GIF image', code: 'unsupported_file_type' },
          { status: state.createImageStatus },
        );
      const created = image('new', 'Peak', 'nature', picture('blue'));
      state.images.push(created);
      return answer(adminImageSchema, created, { status: 201 });
    }
    if (method === 'PATCH' && list === 'categories') {
      const category = state.categories.find((item) => item.id === id)!;
      Object.assign(category, { name: 'Gardens' });
      return answer(adminCategorySchema, category);
    }
    if (method === 'DELETE') {
      if (list === 'categories')
        return answer(
          apiErrorBodySchema,
          { message: 'This category still has images: move or delete them first', code: 'category_in_use' },
          { status: 409 },
        );
      state[list as 'images'] = state[list as 'images'].filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  const calls = (method: string, prefix = '/api/admin/content/') =>
    requestsTo(server.requests, method, prefix);
  return { ...server, state, calls };
}

setUpAppTests();

const section = (id: string) => document.getElementById(id)!;
const rowTitles = () =>
  [...section('images').querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[2]?.textContent,
  );

async function openPage(role = 'editor') {
  signInAs(role);
  const rendered = await renderApp('/manage/tracing-options');
  await vi.waitFor(() => expect(rowTitles()).toEqual(['Lotus', 'Fern', 'Wave']));
  return rendered;
}

describe('/manage/tracing-options', () => {
  it('shows soundtracks, categories and images with previews to an editor', async () => {
    fakeServer();
    const { container } = await openPage();
    expect(container.querySelector('main h1')?.textContent).toBe('Tracing Options');
    expect([...container.querySelectorAll('main h2')].map((heading) => heading.textContent)).toEqual([
      'Soundtracks',
      'Image categories',
      'Meditation images',
    ]);
    const soundtrackRows = [...section('soundtracks').querySelectorAll('tbody tr')];
    expect(
      [...soundtrackRows[1]!.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent),
    ).toEqual(['Rain recording', 'Uploaded audio', '2:05', 'Premium', '10']);
    expect(soundtrackRows[0]!.textContent).toContain('Built in');
    expect(labelled('Listen to Rain recording').tagName).toBe('AUDIO');
    expect(section('categories').textContent).toContain('No icon');
    expect(section('categories').querySelector('img')?.getAttribute('alt')).toBe('A mandala');
    expect(section('images').querySelector('img[alt="Lotus drawing"]')).not.toBeNull();
    // A preview that cannot load says so in the spec's words.
    await vi.waitFor(() => expect(section('images').textContent).toContain('Error loading targets'));
  });

  it("shows the spec's error for each list that cannot load, and tries again", async () => {
    const server = fakeServer();
    server.state.listStatus = { soundtracks: 400, categories: 400, images: 400 };
    signInAs('editor');
    await renderApp('/manage/tracing-options');
    await vi.waitFor(() => {
      expect(section('soundtracks').textContent).toContain('Error loading soundtracks');
      expect(section('categories').textContent).toContain('Error loading categories');
      expect(section('images').textContent).toContain('Error loading images');
    });
    server.state.listStatus = { soundtracks: 200, categories: 200, images: 200 };
    await userEvent.click(buttonNamed(section('images'), 'Try again'));
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Lotus', 'Fern', 'Wave']));
  });

  it('uploads a new image as a multipart form, showing the server’s message for a refused file', async () => {
    const server = fakeServer();
    server.state.createImageStatus = 415;
    await openPage();
    await userEvent.click(buttonNamed(section('images'), 'New image'));
    await vi.waitFor(() => expect(byTestId('image-form-dialog')).not.toBeNull());
    const form = byTestId('image-form-dialog')!;
    await userEvent.click(buttonNamed(form, 'Create image'));
    expect(form.textContent).toContain('Required');
    expect(form.textContent).toContain('Choose a file');
    expect(server.calls('POST')).toHaveLength(0);

    await userEvent.fill(byLabel(form, 'Title'), 'Peak');
    await userEvent.fill(byLabel(form, 'Alt text'), 'A mountain peak');
    await userEvent.selectOptions(byLabel(form, 'Category'), 'nature');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'peak.svg', {
      type: 'image/svg+xml',
    });
    await userEvent.upload(byLabel(form, 'Image file'), svg);
    await userEvent.click(buttonNamed(form, 'Create image'));
    await vi.waitFor(() =>
      expect(form.querySelector('[role="alert"]')?.textContent).toBe(
        'Upload an SVG, PNG, JPEG, WebP or GIF image',
      ),
    );

    server.state.createImageStatus = 201;
    await userEvent.click(buttonNamed(form, 'Create image'));
    await vi.waitFor(() => expect(byTestId('image-form-dialog')).toBeNull());
    const sent = String(server.calls('POST').at(-1)?.body);
    for (const part of [
      'name="title"\r\n\r\nPeak',
      'name="alt"\r\n\r\nA mountain peak',
      'name="categoryId"\r\n\r\nnature',
      'name="premium"\r\n\r\nfalse',
      'name="file"; filename="peak.svg"',
    ])
      expect(sent).toContain(part);
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Lotus', 'Fern', 'Wave', 'Peak']));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Image created'));
  });

  it("checks a category's colour code, and says 'No changes to update' without a request", async () => {
    const server = fakeServer();
    await openPage();
    await userEvent.click(labelled('Edit Nature'));
    await vi.waitFor(() => expect(byTestId('category-form-dialog')).not.toBeNull());
    const form = byTestId('category-form-dialog')!;
    await userEvent.click(buttonNamed(form, 'Save changes'));
    await vi.waitFor(() =>
      expect(form.querySelector('[role="status"]')?.textContent).toBe('No changes to update'),
    );
    await userEvent.fill(byLabel(form, 'Colour code'), 'green');
    await userEvent.click(buttonNamed(form, 'Save changes'));
    expect(form.textContent).toContain('Enter a colour code such as #14b8a6');
    expect(server.calls('PATCH')).toHaveLength(0);

    await userEvent.fill(byLabel(form, 'Colour code'), '#65a30d');
    await userEvent.fill(byLabel(form, 'Category name'), 'Gardens');
    await userEvent.click(buttonNamed(form, 'Save changes'));
    await vi.waitFor(() => expect(byTestId('category-form-dialog')).toBeNull());
    expect(server.calls('PATCH')[0]?.path).toBe('/api/admin/content/categories/nature');
    const sent = String(server.calls('PATCH')[0]?.body);
    expect(sent).toContain('name="name"\r\n\r\nGardens');
    expect(sent).not.toContain('name="color"');
  });

  it('deletes after confirmation, and shows why a category cannot be deleted', async () => {
    const server = fakeServer();
    await openPage();
    await userEvent.click(labelled('Delete Rain recording'));
    const confirm = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(confirm.textContent).toContain('“Rain recording” will no longer be offered');
    await userEvent.click(buttonNamed(confirm, 'Delete soundtrack'));
    await vi.waitFor(() => expect(section('soundtracks').querySelectorAll('tbody tr')).toHaveLength(1));
    expect(server.calls('DELETE').map((call) => call.path)).toEqual(['/api/admin/content/soundtracks/rain']);

    await userEvent.click(labelled('Delete Mandalas'));
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    await userEvent.click(buttonNamed(document.querySelector('[role="alertdialog"]')!, 'Delete category'));
    await vi.waitFor(() =>
      expect(section('categories').querySelector('[role="alert"]')?.textContent).toBe(
        'This category still has images: move or delete them first',
      ),
    );
  });

  it('reorders images from the keyboard with Move down, keeping the focus and announcing the place', async () => {
    const server = fakeServer();
    await openPage();
    labelled('Move Lotus down').focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Fern', 'Lotus', 'Wave']));
    expect(document.activeElement).toBe(labelled('Move Lotus down'));
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(server.calls('PUT')).toHaveLength(2));
    expect(server.calls('PUT').map((call) => call.body)).toEqual([
      { ids: ['fern', 'lotus', 'wave'] },
      { ids: ['fern', 'wave', 'lotus'] },
    ]);
    // The query cache tells the table a timer after the request went out.
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Fern', 'Wave', 'Lotus']));
    expect(section('images').querySelector('p[role="status"]')?.textContent).toBe(
      'Lotus moved to position 3 of 3.',
    );
    // At the end, Move down stays focusable but does nothing.
    expect(labelled('Move Lotus down').getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(server.calls('PUT')).toHaveLength(2);
  });

  it('reorders images by dragging a row from the keyboard with its grip', async () => {
    const server = fakeServer();
    await openPage();
    labelled('Drag Lotus to reorder').focus();
    // Each step waits for dnd-kit's live announcement, as a screen-reader user would hear it.
    await userEvent.keyboard(' ');
    await vi.waitFor(() =>
      expect(labelled('Drag Lotus to reorder').getAttribute('aria-pressed')).toBe('true'),
    );
    await vi.waitFor(() => expect(document.body.textContent).toContain('Lotus is at position 1 of 3.'));
    await userEvent.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Lotus is at position 2 of 3.'));
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(server.calls('PUT')).toHaveLength(1));
    expect(server.calls('PUT')[0]).toMatchObject({
      path: '/api/admin/content/images/order',
      body: { ids: ['fern', 'lotus', 'wave'] },
    });
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Fern', 'Lotus', 'Wave']));
  });

  it('puts the rows back and says why when the server refuses an order', async () => {
    const server = fakeServer();
    server.state.orderStatus = 409;
    await openPage();
    await userEvent.click(labelled('Move Wave up'));
    await vi.waitFor(() =>
      expect(section('images').querySelector('[role="alert"]')?.textContent).toBe(
        'The list changed meanwhile: reload it and try again',
      ),
    );
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Lotus', 'Fern', 'Wave']));
  });
});
