/**
 * Reads a downloaded CSV file back into rows, as a spreadsheet would: for tests that check what a
 * user gets (the writer is src/utils/csv.ts). Says whether the file starts with a byte order mark.
 */
export const readCsv = (text: string, separator: ',' | ';') => {
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header = [], ...records] = rows;
  return { bom, header, records };
};
