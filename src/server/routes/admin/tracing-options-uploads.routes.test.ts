import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentUploadLimits } from '../../../shared/admin/content-upload-limits';
import { adminImageSchema, type AdminImage } from '../../../shared/admin/tracing-options';
import {
  tracingOptionsErrorCodes as codes,
  tracingOptionsMessages as messages,
} from '../../../shared/admin/tracing-options-messages';
import { MeditationImageListSchema } from '../../../shared/content/content-responses';
import { traceSvg } from '../../../shared/canvas/svg-trace';
import type { Database } from '../../db/create-database';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { uploadsDir } from '../../services/content/upload-store';
import { type TestApp } from '../../testing/auth-test-kit';
import {
  createTracingOptionsTestApp,
  formOf,
  pngBytes,
  sendForm,
  squareSvg,
  svgDocument,
  wavBytes,
  type UploadedFile,
} from '../../testing/tracing-options-test-kit';

const imageFields = { title: 'Upload', alt: 'An uploaded image', categoryId: 'nature' };

/** Rows an upload may leave: assets, images, soundtracks, categories. */
const rowCounts = async ({ db }: Database) =>
  Promise.all(
    (['content_assets', 'meditation_images', 'soundtracks', 'image_categories'] as const).map(
      async (table) => (await db.selectFrom(table).select('id').execute()).length,
    ),
  );

/** A few of DOMPurify's own SVG XSS test payloads (test/fixtures/expect.mjs), as standalone files. */
const domPurifyPayloads = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknIC8+PC9zdmc+#x"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(javascript:alert(1))</style></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><circle r="40"/></a><image href="javascript:alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><script xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="data:,alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>',
];

describeEachDialect('admin tracing options uploads', (getDatabase) => {
  let kit: Awaited<ReturnType<typeof createTracingOptionsTestApp>>;
  let app: TestApp;
  let editor: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    kit = await createTracingOptionsTestApp(getDatabase());
    app = kit.app;
    editor = await kit.headersOf('editor');
    member = await kit.headersOf('user');
  });
  afterAll(() => kit.dispose());

  const upload = (path: string, fields: Record<string, string>, file: UploadedFile) =>
    sendForm(app, 'POST', `/api/admin/content${path}`, formOf(fields, file), editor);
  const uploadImage = async (file: UploadedFile, fields: Record<string, string> = {}) => {
    const response = await upload('/images', { ...imageFields, ...fields }, file);
    expect(response.status).toBe(201);
    return adminImageSchema.parse(await response.json());
  };
  const servedText = async (image: AdminImage) => (await app.request(image.src ?? '')).text();

  it('refuses a file over the size limit with 413 and a message, storing nothing', async () => {
    const before = await rowCounts(getDatabase());
    const cases: [string, Record<string, string>, UploadedFile, string][] = [
      // Past the form's limit: refused before it is read whole.
      [
        '/images',
        imageFields,
        { name: 'big.png', body: Buffer.concat([pngBytes(), Buffer.alloc(contentUploadLimits.rasterBytes)]) },
        messages.rasterTooLarge,
      ],
      // Within the form's limit, past the SVG one.
      [
        '/images',
        imageFields,
        { name: 'big.svg', body: svgDocument(`<desc>${'x'.repeat(contentUploadLimits.svgBytes)}</desc>`) },
        messages.svgTooLarge,
      ],
      [
        '/soundtracks',
        { name: 'Long' },
        { name: 'long.wav', body: wavBytes(contentUploadLimits.audioBytes / 16_000 + 1) },
        messages.audioTooLarge,
      ],
    ];
    for (const [path, fields, file, message] of cases) {
      const response = await upload(path, fields, file);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(await kit.uploadedFiles()).toEqual([]);
    expect(await rowCounts(getDatabase())).toEqual(before);
  });

  it('refuses a file of the wrong type by its content, whatever its name, with 415, storing nothing', async () => {
    const before = await rowCounts(getDatabase());
    const cases: [string, Record<string, string>, UploadedFile, string][] = [
      ['/images', imageFields, { name: 'x.png', body: 'just text', type: 'image/png' }, messages.imageType],
      ['/images', imageFields, { name: 'page.svg', body: '<html><svg/></html>' }, messages.imageType],
      ['/images', imageFields, { name: 'x.svg', body: '<svg><path d="M0 0"/></svg>' }, messages.imageType],
      ['/images', imageFields, { name: 'x.svg', body: wavBytes(1) }, messages.imageType],
      [
        '/categories',
        { name: 'C', alt: 'C', color: '#000000' },
        { field: 'icon', name: 'i.svg', body: pngBytes() },
        messages.iconType,
      ],
      [
        '/soundtracks',
        { name: 'S' },
        { name: 's.mp3', body: squareSvg, type: 'audio/mpeg' },
        messages.audioType,
      ],
    ];
    for (const [path, fields, file, message] of cases) {
      const response = await upload(path, fields, file);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message, code: codes.fileType });
    }
    const tooShort = await upload('/soundtracks', { name: 'S' }, { name: 's.wav', body: wavBytes(0.5) });
    expect(tooShort.status).toBe(400);
    expect(await kit.uploadedFiles()).toEqual([]);
    expect(await rowCounts(getDatabase())).toEqual(before);
  });

  it('stores an SVG without its script, event handlers and foreignObject', async () => {
    const image = await uploadImage({
      name: 'unsafe.svg',
      body: svgDocument(
        '<script>alert(1)</script><path d="M10 10 L90 90 L10 90 Z" onclick="alert(2)"/>' +
          '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(3)"/></foreignObject>',
      ).replace('<svg ', '<svg onload="alert(4)" '),
    });
    const [stored] = await kit.uploadedFiles();
    const onDisk = await readFile(join(uploadsDir(kit.dataDir), stored ?? ''), 'utf8');
    for (const text of [onDisk, await servedText(image)]) {
      expect(text).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M10 10 L90 90 L10 90 Z"/></svg>',
      );
    }
  });

  it.each(domPurifyPayloads.map((payload, index) => [index, payload] as const))(
    "neutralises DOMPurify's SVG payload %i",
    async (_index, payload) => {
      const image = await uploadImage({ name: 'payload.svg', body: payload });
      const served = await servedText(image);
      expect(served).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      for (const unsafe of [
        /javascript:/i,
        /data:/i,
        /\son\w+=/i,
        /<script/i,
        /<style/i,
        /<use/i,
        /<foreignObject/i,
        /alert/,
      ])
        expect(served).not.toMatch(unsafe);
    },
  );

  it('serves uploads with nosniff and a sandboxing CSP under generated names', async () => {
    const secretName = 'my-private-holiday-photo';
    const image = await uploadImage({ name: `${secretName}.png`, body: pngBytes(), type: 'text/html' });
    expect(image.kind).toBe('raster');
    const response = await app.request(image.src ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    const files = await kit.uploadedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/^[0-9a-f-]{36}\.(svg|png)$/);
      expect(file).not.toContain(secretName);
    }
    expect(JSON.stringify(image)).not.toContain(secretName);
    const rows = await getDatabase().db.selectFrom('content_assets').select(['id', 'storage_file']).execute();
    expect(JSON.stringify(rows)).not.toContain(secretName);
  });

  it('gates an uploaded premium image like a seeded one', async () => {
    const image = await uploadImage({ name: 'p.svg', body: squareSvg }, { premium: 'true' });
    const plainPath = (image.src ?? '').split('?')[0] ?? '';
    expect((await app.request(plainPath)).status).toBe(403);
    expect((await app.request(image.src ?? '')).status).toBe(200);
    const listed = MeditationImageListSchema.parse(
      await (await app.request('/api/content/images', { headers: member })).json(),
    ).items.find((item) => item.id === image.id);
    expect(listed).toMatchObject({ premium: true, locked: true, src: null });
  });

  it('makes a new SVG image a tracing target at once: listed to members and traced by the engine', async () => {
    const image = await uploadImage({ name: 'square.svg', body: squareSvg });
    const listed = MeditationImageListSchema.parse(
      await (await app.request('/api/content/images?category=nature', { headers: member })).json(),
    ).items.find((item) => item.id === image.id);
    expect(listed).toMatchObject({ kind: 'svg', locked: false, categoryId: 'nature' });
    const text = await (await app.request(listed?.src ?? '')).text();
    const targets = traceSvg(text);
    expect(targets).toHaveLength(1);
    // The square (10…90 of a 100 box) fitted into the 1000 × 1000 document.
    expect(targets[0]?.points[0]).toMatchObject({ x: 100, y: 100 });
  });
});
