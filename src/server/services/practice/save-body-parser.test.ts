import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveDrawingRequestSchema } from '../../../shared/practice/artwork';
import { formatIssues } from '../../http/validate';
import { projectRoot } from '../../paths';
import { drawingBody, tinyPng } from '../../testing/practice-test-kit';
import { requestHash } from './request-hash';
import { createSaveBodyParser, SaveServerBusyError } from './save-body-parser';

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

describe('the save-body worker pool', () => {
  const parser = createSaveBodyParser({ threads: 1 });
  afterAll(() => parser.close());

  it('prepares a valid save on a worker: small fields, the document in parts, its size and the request hash', async () => {
    const body = drawingBody({ title: '  Dawn ' });
    const outcome = await parser.parse('drawing', bytesOf(body));
    if (!outcome.ok) throw new Error(outcome.message);
    const { idempotencyKey: _key, ...request } = SaveDrawingRequestSchema.parse(body);
    const documentJson = JSON.stringify(request.document);
    expect(outcome.save.fields).toEqual({ idempotencyKey: body.idempotencyKey, title: 'Dawn' });
    expect(outcome.save.requestHash).toBe(requestHash('drawing', request));
    const { documentHead, documentRest, ...artwork } = outcome.save.artwork;
    expect(documentHead).toBe(documentJson);
    expect(documentRest).toEqual([]);
    const thumbnailBase64 = tinyPng.split(',')[1] ?? '';
    expect(artwork).toEqual({
      thumbnailBase64,
      width: 1000,
      height: 1000,
      strokeCount: 3,
      sizeBytes: documentJson.length + thumbnailBase64.length,
    });
  });

  it('refuses malformed JSON and invalid fields with the messages jsonBody gives', async () => {
    const invalid = { ...drawingBody(), idempotencyKey: 'short', thumbnail: 'data:image/jpeg;base64,AAAA' };
    const expected = SaveDrawingRequestSchema.safeParse(invalid).error;
    if (!expected) throw new Error('expected the body to be invalid');
    expect(await parser.parse('drawing', bytesOf(invalid))).toEqual({
      ok: false,
      message: formatIssues(expected),
      code: 'validation_failed',
    });
    expect(
      await parser.parse('session', new TextEncoder().encode('{"imageId":').buffer as ArrayBuffer),
    ).toEqual({
      ok: false,
      message: 'Malformed JSON body',
      code: 'malformed_json',
    });
  });

  it('refuses as busy, with when to retry, instead of holding bodies without end, past its byte budget', async () => {
    const body = () => bytesOf(drawingBody());
    // Room for two bodies: the third, sent while the first two wait, is refused.
    const small = createSaveBodyParser({ threads: 1, maxHeldBytes: 2 * body().byteLength });
    try {
      const results = await Promise.allSettled([1, 2, 3].map(() => small.parse('drawing', body())));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refused = results.filter((result) => result.status === 'rejected');
      for (const result of refused) {
        expect(result.reason).toBeInstanceOf(SaveServerBusyError);
        expect(result.reason).toMatchObject({ kind: 'busy', retryAfterSeconds: 5 });
      }
      // Answered bodies leave the budget: the next one is taken again.
      expect(await small.parse('drawing', body())).toMatchObject({ ok: true });
    } finally {
      await small.close();
    }
  });
});

/** Vitest loads TypeScript its own way; the server runs it through tsx, which a worker does not inherit. */
describe('the save-body worker outside Vitest', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quietline-save-worker-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Runs `prelude`, then starts a pool and parses one body, in a fresh Node process. */
  async function run(nodeArgs: string[], prelude: string): Promise<unknown> {
    const parserModule = pathToFileURL(join(projectRoot, 'src/server/services/practice/save-body-parser.ts'));
    const file = join(dir, `run-${nodeArgs.length}.mjs`);
    await writeFile(
      file,
      `${prelude}
const { createSaveBodyParser } = await import(${JSON.stringify(parserModule.href)});
const parser = createSaveBodyParser({ threads: 1 });
await parser.warmUp();
console.log(JSON.stringify(await parser.parse('drawing', new TextEncoder().encode('[]').buffer)));
await parser.close();`,
    );
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [...nodeArgs, file],
        { cwd: projectRoot, timeout: 20_000 },
        (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
      );
    });
    return JSON.parse(stdout) as unknown;
  }
  const refusal = {
    ok: false,
    message: 'Invalid input: expected object, received array',
    code: 'validation_failed',
  };

  it("starts under tsx's register(), the way `npm start` (scripts/start.mjs) runs the server", async () => {
    const tsx = JSON.parse(await readFile(join(projectRoot, 'node_modules/tsx/package.json'), 'utf8')) as {
      exports: Record<string, { import: { default: string } }>;
    };
    const api = pathToFileURL(
      join(projectRoot, 'node_modules/tsx', tsx.exports['./esm/api']!.import.default),
    );
    expect(
      await run([], `const { register } = await import(${JSON.stringify(api.href)});\nregister();`),
    ).toEqual(refusal);
  });

  it('starts under --import tsx, the way `npm run dev` and the end-to-end server run it', async () => {
    expect(await run(['--import', 'tsx'], '')).toEqual(refusal);
  });
});
