import { describe, expect, it } from 'vitest';
import { importErrorKey, importFailureKey } from './import-message';

describe('import messages', () => {
  it("maps the engine's refusals to the spec's messages", () => {
    expect(importFailureKey({ ok: false, code: 'invalid-file-format', message: '' })).toBe(
      'draw.errors.invalidFileFormat',
    );
    expect(importFailureKey({ ok: false, code: 'invalid-json-format', message: '' })).toBe(
      'draw.errors.invalidJsonFormat',
    );
    expect(importFailureKey({ ok: false, code: 'no-strokes-list', message: '' })).toBe(
      'draw.errors.noStrokesList',
    );
    expect(importFailureKey({ ok: false, code: 'no-readable-strokes', message: '', skippedStrokes: 2 })).toBe(
      'draw.errors.noReadableStrokes',
    );
    expect(importFailureKey({ ok: false, code: 'invalid-document', message: '' })).toBe(
      'draw.errors.importCorrupted',
    );
    expect(importFailureKey({ ok: false, code: 'too-large', message: '' })).toBe(
      'draw.errors.importTooLarge',
    );
  });

  it('tells a file that cannot be read from an unknown failure', () => {
    expect(importErrorKey(new DOMException('gone', 'NotReadableError'))).toBe('draw.errors.readFile');
    expect(importErrorKey(new DOMException('gone', 'NotFoundError'))).toBe('draw.errors.readFile');
    expect(importErrorKey(new TypeError('boom'))).toBe('draw.errors.importUnknown');
    expect(importErrorKey('nonsense')).toBe('draw.errors.importUnknown');
  });
});
