import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and empty values alone', () => {
    expect(csvCell('hello world')).toBe('hello world');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvCell('a=b; not a formula')).toBe('a=b; not a formula');
  });

  it('quotes commas, quotes and line breaks (RFC 4180), doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell('"')).toBe('""""');
  });

  it('defuses anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
    expect(toCsv([])).toBe('');
  });
});
