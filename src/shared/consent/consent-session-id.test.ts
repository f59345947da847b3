import { describe, expect, it } from 'vitest';
import { ConsentSessionIdSchema, siteIdOf } from './consent-session-id';

const valid = 'quietline_1893456000000_0f1e2d3c4b5a6978_aB3dE5gH';

describe('consent session id', () => {
  it('accepts site id, 13-digit timestamp, 16 hex and 8 random characters joined by _', () => {
    for (const id of [
      valid,
      'a_1893456000000_0000000000000000_00000000',
      'quiet-line.example_1893456000000_ffffffffffffffff_ZZZZZZZZ',
    ])
      expect(ConsentSessionIdSchema.safeParse(id).success, id).toBe(true);
    expect(siteIdOf(valid)).toBe('quietline');
    expect(siteIdOf('quiet-line.example_1893456000000_ffffffffffffffff_ZZZZZZZZ')).toBe('quiet-line.example');
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'quietline',
      'Quietline_1893456000000_0f1e2d3c4b5a6978_aB3dE5gH',
      'quiet_line_1893456000000_0f1e2d3c4b5a6978_aB3dE5gH',
      '-quietline_1893456000000_0f1e2d3c4b5a6978_aB3dE5gH',
      'quietline_189345600000_0f1e2d3c4b5a6978_aB3dE5gH',
      'quietline_1893456000000_0F1E2D3C4B5A6978_aB3dE5gH',
      'quietline_1893456000000_0f1e2d3c4b5a697_aB3dE5gH',
      'quietline_1893456000000_0f1e2d3c4b5a6978_aB3dE5g',
      'quietline_1893456000000_0f1e2d3c4b5a6978_aB3dE5g!',
      `${valid}\n`,
      `${'a'.repeat(65)}_1893456000000_0f1e2d3c4b5a6978_aB3dE5gH`,
    ])
      expect(ConsentSessionIdSchema.safeParse(id).success, id).toBe(false);
    expect(siteIdOf('nonsense')).toBeUndefined();
  });
});
