import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '../../shared/auth/roles';
import { seedContent } from '../content/seed-content';
import type { Database } from '../db/create-database';
import { uploadsDir } from '../services/content/upload-store';
import { bearer, createAuthTestApp, createTestUser, signIn, type TestApp } from './auth-test-kit';
import { tinyPng } from './practice-test-kit';

/** An SVG document in the SVG namespace around `body`. */
export const svgDocument = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;

/** An SVG with one drawn square: traces to one target stroke. */
export const squareSvg = svgDocument('<path d="M10 10 L90 10 L90 90 L10 90 Z" fill="none" stroke="#000"/>');

/** A real 2 × 2 PNG. */
export const pngBytes = () => Buffer.from(tinyPng.split(',')[1] ?? '', 'base64');

/** A real PCM WAV file of silence, `seconds` long (8 kHz, 16-bit mono). */
export function wavBytes(seconds: number, rate = 8000): Buffer {
  const dataSize = Math.round(seconds * rate) * 2;
  const wav = Buffer.alloc(44 + dataSize);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + dataSize, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(dataSize, 40);
  return wav;
}

export interface UploadedFile {
  /** The form field; `file` unless told. */
  field?: string;
  name: string;
  body: string | Uint8Array;
  /** The type the client claims, which the server ignores. */
  type?: string;
}

/** A multipart form as the console sends it. */
export function formOf(fields: Record<string, string>, file?: UploadedFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body);
    form.append(file.field ?? 'file', new File([body], file.name, { type: file.type ?? '' }));
  }
  return form;
}

/** The real app on `database` with the seeded catalogue and its own DATA_DIR, and signed-in staff. */
export async function createTracingOptionsTestApp(database: Database) {
  const dataDir = await mkdtemp(join(tmpdir(), 'quietline-uploads-'));
  const app: TestApp = createAuthTestApp(database, { env: { DATA_DIR: dataDir } }).app;
  await seedContent(database.db);
  const headersOf = async (role: Role) => {
    const user = await createTestUser(database, { role });
    return bearer((await signIn(app, user.email)).accessToken);
  };
  return {
    app,
    dataDir,
    headersOf,
    /** The names of the files in DATA_DIR/uploads (none before the first upload). */
    uploadedFiles: async () => (await readdir(uploadsDir(dataDir)).catch(() => [])).sort(),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Sends a multipart form (or nothing) with the given headers. */
export function sendForm(
  app: TestApp,
  method: string,
  path: string,
  form: FormData | undefined,
  headers: Record<string, string>,
): Promise<Response> {
  return Promise.resolve(app.request(path, { method, headers, ...(form ? { body: form } : {}) }));
}
