import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV builder', () => {
  it('leaves plain cells as they are and writes empty for null and undefined', () => {
    expect(csvCell('Asha Verma')).toBe('Asha Verma');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('12, MG Road')).toBe('"12, MG Road"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['+919876543210', "'+919876543210"],
  ])('neutralises the formula-like cell %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('does not touch those characters after the start', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('writes the header, then the rows, separated by CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Address'],
        [
          ['Asha', '12, MG Road'],
          ['=cmd', null],
        ],
      ),
    ).toBe('Name,Address\r\nAsha,"12, MG Road"\r\n\'=cmd,');
  });
});
