import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv-row';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are, and null empty', () => {
    expect([csvCell('Germany'), csvCell(3), csvCell(false), csvCell(null)]).toEqual([
      'Germany',
      '3',
      'false',
      '',
    ]);
  });

  it('quotes a cell with a comma, quote or line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    // Only text is defused: a negative number is a number.
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends the record with CRLF', () => {
    expect(csvRow(['id', 'a,b', null, true])).toBe('id,"a,b",,true\r\n');
  });
});
