/**
 * Small but real files for the seeded pricing entries: a CSV fee schedule and a one-page PDF,
 * so that a download opens in a spreadsheet or a PDF viewer instead of showing garbage.
 */
type Fee = [code: string, french: string, english: string, fee: number];

const FEES: readonly Fee[] = [
  ['01103', 'Examen complet', 'Complete oral examination', 98],
  ['01202', 'Examen de rappel', 'Recall examination', 48.5],
  ['02111', 'Radiographie périapicale, 1 film', 'Periapical radiograph, 1 film', 22],
  ['02142', 'Radiographies interproximales, 2 films', 'Bitewing radiographs, 2 films', 36],
  ['11101', 'Détartrage, 1 unité', 'Scaling, 1 unit', 58],
  ['11107', 'Polissage', 'Polishing', 41],
  ['12101', 'Application topique de fluorure', 'Topical fluoride application', 24],
  ['21211', 'Obturation en amalgame, 1 surface', 'Amalgam restoration, 1 surface', 96],
  ['23311', 'Obturation en composite, 1 surface', 'Composite restoration, 1 surface', 118],
  ['71101', 'Extraction simple', 'Simple extraction', 142],
];

export interface PricingSeedFile {
  year: number;
  group: string;
  provider: string;
  language: 'FR' | 'EN';
  /** Public programs pay less than the suggested fees of the insurers' guide. */
  rate: number;
}

const feeOf = ({ year, rate }: PricingSeedFile, base: number) =>
  (base * rate * (1 + 0.03 * (year - 2024))).toFixed(2);

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** UTF-8 with a byte order mark, which Excel needs to read the accents of a CSV file. */
export const pricingCsv = (file: PricingSeedFile): Uint8Array => {
  const header = file.language === 'FR' ? 'code,description,honoraires' : 'code,description,fee';
  const lines = FEES.map(([code, french, english, base]) =>
    [code, csvField(file.language === 'FR' ? french : english), feeOf(file, base)].join(','),
  );
  return new TextEncoder().encode(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);
};

/** WinAnsi is Latin-1 for the accents of French, plus a few typographic characters. */
const WIN_ANSI_EXTRA: Record<string, number> = { '’': 0x92, '–': 0x96, '—': 0x97, '€': 0x80 };

const pdfString = (text: string): string =>
  [...text]
    .map((char) => {
      const code = WIN_ANSI_EXTRA[char] ?? char.charCodeAt(0);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      if (code < 0x20 || code > 0xff) return '?';
      return code < 0x7f ? char : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('');

/** A one-page PDF 1.4 with Helvetica; the text is escaped to ASCII, so offsets are string lengths. */
export const pricingPdf = (file: PricingSeedFile): Uint8Array => {
  const title =
    file.language === 'FR'
      ? `Guide des tarifs ${file.group} – ${file.provider} ${file.year}`
      : `${file.group} – ${file.provider} fee schedule ${file.year}`;
  const rows = FEES.map(
    ([code, french, english, base]) =>
      `${code}  ${file.language === 'FR' ? french : english}  ${feeOf(file, base)} $`,
  );
  const text = [
    `BT /F1 16 Tf 72 720 Td (${pdfString(title)}) Tj /F1 10 Tf`,
    ...rows.map((row, index) => `0 ${index === 0 ? -32 : -16} Td (${pdfString(row)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
};
