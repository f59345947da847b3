import { describe, expect, it } from 'vitest';
import type { AdminImage } from '../../../../shared/admin/tracing-options';
import { emptyImageForm, imageFormFrom, toImageForm } from './image-form';

const stored: AdminImage = {
  id: 'lotus',
  categoryId: 'mandalas',
  title: 'Lotus',
  alt: 'A lotus',
  premium: false,
  sortOrder: 10,
  kind: 'svg',
  src: '/api/content/assets/lotus.svg',
  stored: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const byUrl: AdminImage = {
  ...stored,
  id: 'sky',
  kind: 'raster',
  src: 'https://img.example/sky.png',
  stored: false,
};
const entries = (result: ReturnType<typeof toImageForm>) =>
  result.kind === 'ready'
    ? [...result.form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : value.name,
      ])
    : result;

describe('toImageForm', () => {
  it('needs a title, alt text and a file or a valid URL for a new image', () => {
    expect(toImageForm(emptyImageForm('nature'), null)).toEqual({
      kind: 'invalid',
      errors: {
        title: 'admin.tracingOptions.form.required',
        alt: 'admin.tracingOptions.form.required',
        file: 'admin.tracingOptions.form.fileRequired',
      },
    });
    const values = {
      ...emptyImageForm('nature'),
      title: 'Sky',
      alt: 'Sky',
      source: 'url' as const,
      url: 'ftp://x',
    };
    expect(toImageForm(values, null)).toMatchObject({
      errors: { url: 'admin.tracingOptions.form.urlInvalid' },
    });
  });

  it('sends every field and the file of a new image', () => {
    const file = new File(['<svg/>'], 'peak.svg');
    const values = { ...emptyImageForm('nature'), title: ' Peak ', alt: 'A peak', file };
    expect(entries(toImageForm(values, null))).toEqual([
      ['title', 'Peak'],
      ['alt', 'A peak'],
      ['categoryId', 'nature'],
      ['premium', 'false'],
      ['file', 'peak.svg'],
    ]);
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(toImageForm(imageFormFrom(stored), stored)).toEqual({ kind: 'unchanged' });
    expect(entries(toImageForm({ ...imageFormFrom(stored), premium: true, sortOrder: '5' }, stored))).toEqual(
      [
        ['premium', 'true'],
        ['sortOrder', '5'],
      ],
    );
    // The same URL and kind are not sent again; a new kind goes with its URL.
    expect(toImageForm(imageFormFrom(byUrl), byUrl)).toEqual({ kind: 'unchanged' });
    expect(entries(toImageForm({ ...imageFormFrom(byUrl), kind: 'svg' }, byUrl))).toEqual([
      ['url', 'https://img.example/sky.png'],
      ['kind', 'svg'],
    ]);
  });

  it('keeps a stored file unless a new one is chosen, but needs one to leave a URL', () => {
    expect(toImageForm({ ...imageFormFrom(stored), title: 'Lotus II' }, stored)).toMatchObject({
      kind: 'ready',
    });
    expect(toImageForm({ ...imageFormFrom(byUrl), source: 'file' }, byUrl)).toMatchObject({
      errors: { file: 'admin.tracingOptions.form.fileRequired' },
    });
  });
});
