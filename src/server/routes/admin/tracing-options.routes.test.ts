import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes } from '../../../shared/admin/admin-messages';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminImageListSchema,
  adminImageSchema,
  adminSoundtrackListSchema,
  adminSoundtrackSchema,
} from '../../../shared/admin/tracing-options';
import { tracingOptionsErrorCodes as codes } from '../../../shared/admin/tracing-options-messages';
import { authMessages } from '../../../shared/auth/auth-messages';
import { resetClock, setFixedTime } from '../../clock';
import type { Database } from '../../db/create-database';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import { freeImageId, premiumImageId } from '../../testing/practice-test-kit';
import {
  createTracingOptionsTestApp,
  formOf,
  pngBytes,
  sendForm,
  squareSvg,
  wavBytes,
} from '../../testing/tracing-options-test-kit';

const start = Date.UTC(2030, 4, 1, 9, 0, 0);
const base = '/api/admin/content';

const auditRows = (database: Database, action: string) =>
  database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', '=', 'tracing-options')
    .where('action', '=', action)
    .execute();

describeEachDialect('admin tracing options API', (getDatabase) => {
  let kit: Awaited<ReturnType<typeof createTracingOptionsTestApp>>;
  let app: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  beforeAll(async () => {
    setFixedTime(start);
    kit = await createTracingOptionsTestApp(getDatabase());
    app = kit.app;
    admin = await kit.headersOf('admin');
    editor = await kit.headersOf('editor');
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);
  afterAll(() => kit.dispose());

  const form = (method: string, path: string, body: FormData | undefined, headers = editor) =>
    sendForm(app, method, `${base}${path}`, body, headers);
  const getJson = async (path: string, headers = editor) => {
    const response = await app.request(`${base}${path}`, { headers });
    expect(response.status).toBe(200);
    return response.json();
  };
  const expectError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(((await response.json()) as { code: string }).code).toBe(code);
  };
  const newCategory = async (name = 'Waves') => {
    const response = await form('POST', '/categories', formOf({ name, alt: 'Waves', color: '#0EA5E9' }));
    expect(response.status).toBe(201);
    return adminCategorySchema.parse(await response.json());
  };

  it('answers 401 signed out and 403 to a member, on every endpoint', async () => {
    const member = await kit.headersOf('user');
    const endpoints: [string, string][] = [];
    for (const list of ['categories', 'images', 'soundtracks'])
      endpoints.push(
        ['GET', `/${list}`],
        ['POST', `/${list}`],
        ['PATCH', `/${list}/x`],
        ['DELETE', `/${list}/x`],
      );
    endpoints.push(['PUT', '/images/order'], ['PUT', '/categories/order']);
    for (const [method, path] of endpoints) {
      await expectError(await form(method, path, undefined, {}), 401, 'unauthorized');
      const refused = await form(method, path, undefined, member);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(authMessages.forbidden);
    }
  });

  it('lists the seeded catalogue to an editor and an admin, premium previews signed', async () => {
    for (const headers of [editor, admin]) {
      const { items: categories } = adminCategoryListSchema.parse(await getJson('/categories', headers));
      expect(categories.find((category) => category.id === 'mandalas')).toMatchObject({
        name: 'Mandalas',
        color: '#14b8a6',
        iconUrl: '/api/content/assets/icon-mandalas.svg',
      });
      expect(categories.every((category) => category.imageCount >= 4)).toBe(true);
      const { items: images } = adminImageListSchema.parse(await getJson('/images', headers));
      expect(images.find((image) => image.id === freeImageId)).toMatchObject({ stored: true, kind: 'svg' });
      expect(images.find((image) => image.id === premiumImageId)?.src).toMatch(/\?expires=\d+&sig=/);
      const { items: soundtracks } = adminSoundtrackListSchema.parse(await getJson('/soundtracks', headers));
      expect(soundtracks[0]).toMatchObject({ id: 'silence', source: { kind: 'silence' } });
    }
  });

  it('creates, changes and deletes a category, each change audited with before and after', async () => {
    const icon = { field: 'icon', name: 'wave.svg', body: squareSvg };
    const created = await form(
      'POST',
      '/categories',
      formOf({ name: 'Waves', alt: 'Three waves', color: '#0EA5E9' }, icon),
      editor,
    );
    expect(created.status).toBe(201);
    const category = adminCategorySchema.parse(await created.json());
    expect(category).toMatchObject({ name: 'Waves', color: '#0ea5e9', imageCount: 0 });
    expect(category.iconUrl).toMatch(/^\/api\/content\/assets\//);
    // Last, after the seeded 10…40.
    expect(category.sortOrder).toBeGreaterThan(40);
    const iconResponse = await app.request(category.iconUrl ?? '');
    expect(iconResponse.status).toBe(200);
    expect(await iconResponse.text()).toContain('<path d="M10 10 L90 10 L90 90 L10 90 Z"');

    const renamed = await form('PATCH', `/categories/${category.id}`, formOf({ name: 'Tides' }));
    expect(renamed.status).toBe(200);
    expect(adminCategorySchema.parse(await renamed.json())).toMatchObject({
      name: 'Tides',
      alt: 'Three waves',
    });
    await expectError(
      await form('PATCH', `/categories/${category.id}`, formOf({ name: 'Tides' })),
      400,
      adminErrorCodes.noChanges,
    );

    expect((await form('DELETE', `/categories/${category.id}`, undefined)).status).toBe(204);
    expect((await app.request(category.iconUrl ?? '')).status).toBe(404);
    expect(await kit.uploadedFiles()).toEqual([]);
    await expectError(
      await form('DELETE', `/categories/${category.id}`, undefined),
      404,
      codes.categoryNotFound,
    );

    const [createEntry] = await auditRows(getDatabase(), 'category.create');
    expect(createEntry).toMatchObject({ target_id: category.id, before_json: null });
    expect(JSON.parse(createEntry?.after_json ?? '{}')).toMatchObject({ name: 'Waves', color: '#0ea5e9' });
    expect(createEntry?.request_id).toEqual(expect.any(String));
    const [updateEntry] = await auditRows(getDatabase(), 'category.update');
    expect(JSON.parse(updateEntry?.before_json ?? '{}')).toMatchObject({ name: 'Waves' });
    expect(JSON.parse(updateEntry?.after_json ?? '{}')).toMatchObject({ name: 'Tides' });
    expect(await auditRows(getDatabase(), 'category.delete')).toHaveLength(1);
  });

  it('refuses to delete a category that still has images', async () => {
    await expectError(await form('DELETE', '/categories/mandalas', undefined), 409, codes.categoryInUse);
    expect((await getJson('/categories')).items.some((item: { id: string }) => item.id === 'mandalas')).toBe(
      true,
    );
  });

  it('creates an image from a URL with its kind, changes and deletes it', async () => {
    const category = await newCategory();
    const fields = {
      title: 'Outside wave',
      alt: 'A wave',
      categoryId: category.id,
      url: 'https://images.example/wave.png',
      kind: 'raster',
      premium: 'true',
    };
    const created = await form('POST', '/images', formOf(fields));
    expect(created.status).toBe(201);
    const image = adminImageSchema.parse(await created.json());
    expect(image).toMatchObject({ stored: false, kind: 'raster', premium: true, src: fields.url });

    const changed = await form('PATCH', `/images/${image.id}`, formOf({ premium: 'false', title: 'A wave' }));
    expect(adminImageSchema.parse(await changed.json())).toMatchObject({ premium: false, title: 'A wave' });
    const [entry] = await auditRows(getDatabase(), 'image.update');
    expect(JSON.parse(entry?.before_json ?? '{}')).toMatchObject({ premium: true, title: 'Outside wave' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ premium: false, title: 'A wave' });

    expect((await form('DELETE', `/images/${image.id}`, undefined)).status).toBe(204);
    await expectError(await form('DELETE', `/images/${image.id}`, undefined), 404, codes.imageNotFound);
    expect(await auditRows(getDatabase(), 'image.delete')).toHaveLength(1);
  });

  it('replaces an uploaded image file, removing the old one', async () => {
    const category = await newCategory();
    const created = await form(
      'POST',
      '/images',
      formOf(
        { title: 'Square', alt: 'A square', categoryId: category.id },
        { name: 'square.svg', body: squareSvg },
      ),
    );
    const image = adminImageSchema.parse(await created.json());
    const [first] = await kit.uploadedFiles();
    expect(first).toMatch(/\.svg$/);
    const replaced = await form(
      'PATCH',
      `/images/${image.id}`,
      formOf({}, { name: 'photo.png', body: pngBytes() }),
    );
    expect(adminImageSchema.parse(await replaced.json())).toMatchObject({ kind: 'raster', stored: true });
    const files = await kit.uploadedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.png$/);
    expect((await form('DELETE', `/images/${image.id}`, undefined)).status).toBe(204);
    expect(await kit.uploadedFiles()).toEqual([]);
  });

  it('refuses images without a source, with two sources, or a URL without its kind', async () => {
    const fields = { title: 'T', alt: 'A', categoryId: 'mandalas' };
    const svgFile = { name: 'a.svg', body: squareSvg };
    await expectError(await form('POST', '/images', formOf(fields)), 400, codes.sourceRequired);
    await expectError(
      await form('POST', '/images', formOf({ ...fields, url: 'https://x.example/a.svg' }, svgFile)),
      400,
      codes.sourceConflict,
    );
    await expectError(
      await form('POST', '/images', formOf({ ...fields, url: 'https://x.example/a.svg' })),
      400,
      codes.kindRequired,
    );
    await expectError(
      await form('POST', '/images', formOf({ ...fields, categoryId: 'no-such-category' }, svgFile)),
      400,
      codes.categoryNotFound,
    );
    expect(await kit.uploadedFiles()).toEqual([]);
  });

  it('uploads a soundtrack, reading its type and length from the file', async () => {
    const created = await form(
      'POST',
      '/soundtracks',
      formOf({ name: 'Rain recording', premium: 'false' }, { name: 'rain.mp3', body: wavBytes(2) }),
    );
    expect(created.status).toBe(201);
    const soundtrack = adminSoundtrackSchema.parse(await created.json());
    expect(soundtrack).toMatchObject({
      name: 'Rain recording',
      durationSeconds: 2,
      stored: true,
      source: { kind: 'file', mediaType: 'audio/wav' },
    });
    const url = soundtrack.source?.kind === 'file' ? soundtrack.source.url : '';
    const served = await app.request(url);
    expect(served.headers.get('Content-Type')).toBe('audio/wav');
    expect(Buffer.from(await served.arrayBuffer()).equals(wavBytes(2))).toBe(true);

    const byUrl = await form(
      'POST',
      '/soundtracks',
      formOf({ name: 'Stream', url: 'https://audio.example/stream.ogg', mediaType: 'audio/ogg' }),
    );
    expect(adminSoundtrackSchema.parse(await byUrl.json())).toMatchObject({
      stored: false,
      durationSeconds: null,
      source: { kind: 'file', url: 'https://audio.example/stream.ogg', mediaType: 'audio/ogg' },
    });
    expect((await form('DELETE', `/soundtracks/${soundtrack.id}`, undefined)).status).toBe(204);
    expect(await kit.uploadedFiles()).toEqual([]);
    expect(await auditRows(getDatabase(), 'soundtrack.create')).toHaveLength(2);
  });

  it('turns a generative soundtrack into a file one when given a file', async () => {
    const changed = await form(
      'PATCH',
      '/soundtracks/soft-rain',
      formOf({}, { name: 'r.wav', body: wavBytes(1) }),
    );
    expect(changed.status).toBe(200);
    expect(adminSoundtrackSchema.parse(await changed.json())).toMatchObject({
      id: 'soft-rain',
      durationSeconds: 1,
      source: { kind: 'file' },
    });
  });

  it('never changes or deletes Silence', async () => {
    await expectError(
      await form('PATCH', '/soundtracks/silence', formOf({ name: 'Quiet' })),
      409,
      codes.silenceFixed,
    );
    await expectError(await form('DELETE', '/soundtracks/silence', undefined), 409, codes.silenceFixed);
    await expectError(
      await form(
        'POST',
        '/soundtracks',
        formOf({ name: 'First', sortOrder: '0', url: 'https://a.example/a.mp3' }),
      ),
      400,
      'validation_failed',
    );
  });

  it('reorders the images as one audited change, refusing a stale list', async () => {
    const before = adminImageListSchema.parse(await getJson('/images')).items.map((image) => image.id);
    const reversed = [...before].reverse();
    expect((await sendJson(app, 'PUT', `${base}/images/order`, { ids: reversed }, editor)).status).toBe(204);
    const after = adminImageListSchema.parse(await getJson('/images')).items;
    expect(after.map((image) => image.id)).toEqual(reversed);
    expect(after.map((image) => image.sortOrder)).toEqual(reversed.map((_, index) => (index + 1) * 10));
    const [entry] = await auditRows(getDatabase(), 'image.reorder');
    expect(JSON.parse(entry?.before_json ?? '{}')).toEqual({ ids: before });
    expect(JSON.parse(entry?.after_json ?? '{}')).toEqual({ ids: reversed });

    await expectError(
      await sendJson(app, 'PUT', `${base}/images/order`, { ids: reversed.slice(1) }, editor),
      409,
      codes.orderStale,
    );
    await expectError(
      await sendJson(
        app,
        'PUT',
        `${base}/images/order`,
        { ids: [...reversed.slice(1), reversed[1]] },
        editor,
      ),
      400,
      'validation_failed',
    );
    const categories = adminCategoryListSchema
      .parse(await getJson('/categories'))
      .items.map((item) => item.id);
    const rotated = [...categories.slice(1), categories[0] ?? ''];
    expect((await sendJson(app, 'PUT', `${base}/categories/order`, { ids: rotated }, editor)).status).toBe(
      204,
    );
    expect(adminCategoryListSchema.parse(await getJson('/categories')).items.map((item) => item.id)).toEqual(
      rotated,
    );
  });

  it('answers malformed requests with 400 or 415, never 500', async () => {
    const cases: [Promise<Response>, number][] = [
      [sendJson(app, 'POST', `${base}/categories`, { name: 'x' }, editor), 415],
      [
        Promise.resolve(
          app.request(`${base}/categories`, {
            method: 'POST',
            headers: { ...editor, 'Content-Type': 'multipart/form-data; boundary=zz' },
            body: '--zz\r\nnot a part',
          }),
        ),
        400,
      ],
      [form('POST', '/categories', formOf({ name: 'x', alt: 'y', color: 'teal' })), 400],
      [form('POST', '/categories', formOf({ name: 'x', alt: 'y', color: '#000000', extra: '1' })), 400],
      [
        form(
          'POST',
          '/categories',
          formOf({ name: 'x', alt: 'y', color: '#000000' }, { name: 'i', body: 'x' }),
        ),
        400,
      ],
      [
        form(
          'POST',
          '/images',
          formOf({ title: 'x', alt: 'y', categoryId: '../../etc', url: 'https://a.b/c' }),
        ),
        400,
      ],
      [
        form(
          'POST',
          '/images',
          formOf({ title: 'x', alt: 'y', categoryId: 'mandalas', url: 'javascript:alert(1)' }),
        ),
        400,
      ],
      [form('PATCH', '/images/x', formOf({ premium: 'maybe' })), 400],
      [form('PATCH', `/images/${freeImageId}`, formOf({})), 400],
      [form('PATCH', `/images/${freeImageId}`, formOf({ kind: 'svg' })), 400],
      [sendJson(app, 'PUT', `${base}/images/order`, { ids: 'all' }, editor), 400],
      [sendJson(app, 'PUT', `${base}/images/order`, undefined, editor), 400],
    ];
    for (const [response, status] of cases) expect((await response).status).toBe(status);
  });
});
