import { describe, expect, it } from 'vitest';
import { readCsv } from '../../tests/utils/read-csv';
import { csvDateTime, csvDay, csvFile, csvFileName, csvNumber, csvRow } from './csv';

describe('the CSV writer', () => {
  it('writes English with commas and a decimal point, French with semicolons and a decimal comma', () => {
    expect(csvRow(['Fees', 1234.5, -12.345, 7], 'en')).toBe('Fees,1234.5,-12.35,7');
    expect(csvRow(['Honoraires', 1234.5, -12.345, 7], 'fr')).toBe('Honoraires;1234,5;-12,35;7');
    expect(csvNumber(0.1 + 0.2, 'fr')).toBe('0,3');
  });

  it('starts with a byte order mark and ends every record with CRLF', () => {
    const file = csvFile(['Prénom', 'Nom'], [['Geneviève', 'Côté']], 'fr');
    expect(file).toBe('\uFEFFPrénom;Nom\r\nGeneviève;Côté\r\n');
  });

  it('quotes a cell holding the separator, a quote or a line break (RFC 4180), and only then', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', 'a;b'], 'en')).toBe(
      '"a,b","say ""hi""","two\nlines",a;b',
    );
    expect(csvRow(['a,b', 'a;b'], 'fr')).toBe('a,b;"a;b"');
    const { records } = readCsv(csvFile(['x', 'y'], [['say "hi", then', 'two\r\nlines']], 'en'), ',');
    expect(records).toEqual([['say "hi", then', 'two\r\nlines']]);
  });

  it('keeps a text that a spreadsheet would run as a formula a text', () => {
    const cells = ['=HYPERLINK("http://x")', '+1 514', '-2', '@SUM(A1)', '\tTab', '\rCR', 'O’Brien'];
    expect(csvRow(cells, 'en')).toBe(
      `"'=HYPERLINK(""http://x"")",'+1 514,'-2,'@SUM(A1),'\tTab,"'\rCR",O’Brien`,
    );
    // A number is the writer's own and stays a number, negative or not.
    expect(csvRow([-2], 'en')).toBe('-2');
  });

  it('leaves missing values and non-finite numbers empty', () => {
    expect(csvRow([undefined, null, Number.NaN, ''], 'fr')).toBe(';;;');
  });

  it('writes dates as yyyy-mm-dd hh:mm on a 24-hour clock, in the time zone asked for', () => {
    expect(csvDateTime('2026-11-25T19:30:00Z', 'America/Toronto')).toBe('2026-11-25 14:30');
    expect(csvDateTime('2026-11-26T04:05:00Z', 'America/Toronto')).toBe('2026-11-25 23:05');
    expect(csvDateTime('2026-11-26T05:05:00Z', 'America/Toronto')).toBe('2026-11-26 00:05');
    expect(csvDay('2026-11-26T04:05:00Z', 'America/Moncton')).toBe('2026-11-26');
  });

  it('names files in ASCII, words and days joined by hyphens', () => {
    expect(csvFileName('historique-communications', '2026-11-01', '2026-11-30')).toBe(
      'historique-communications-2026-11-01-2026-11-30.csv',
    );
    expect(csvFileName('Taux d’occupation', undefined, '2026')).toBe('taux-d-occupation-2026.csv');
  });
});
