// @vitest-environment node
// Multipart needs one realm: under jsdom, File and FormData are jsdom's while fetch is Node's,
// which sends a jsdom file as the text "[object File]". A browser has a single realm, like Node.
import { describe, expect, it } from 'vitest';
import { GetPricingFilesResponse, UploadPricingFileResponse } from '@/api/generated/pricing/pricing.zod';
import { call, clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';

/** The administration area's pricing files are for system administrators (see pricing.ts). */
const sysadmin = clientAs('sysadmin');

const list = async (query = '') =>
  expectContract(await sysadmin('GET', `/finance/pricing${query}`), GetPricingFilesResponse);

const downloadPath = (year: number | string, group: string, provider: string, filename: string) =>
  `/finance/pricing/file?${new URLSearchParams({ year: String(year), group, provider, filename }).toString()}`;

const download = (year: number | string, group: string, provider: string, filename: string) =>
  sysadmin('GET', downloadPath(year, group, provider, filename));

const fileOf = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });

const form = (fields: Record<string, string>, file?: File) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', file);
  return data;
};

/** Bytes that are not valid UTF-8: a download that went through text would not give them back. */
const BINARY = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x81, 0x0a, 0xc3, 0x28]);

describe('pricing files', () => {
  it('lists three years of files, newest year first, then by group, provider and filename', async () => {
    const files = await list();
    expect(new Set(files.map((file) => file.year))).toEqual(new Set([2024, 2025, 2026]));
    const keys = files.map((file) => [file.year, file.group, file.provider, file.filename].join('|'));
    expect(files[0]?.year).toBe(2026);
    expect(files.at(-1)?.year).toBe(2024);
    expect(keys).toContain('2026|ACDQ|RAMQ|tarifs-acdq-ramq-2026.pdf');
    expect(files.find((file) => file.filename === 'tarifs-acdq-ramq-2026.pdf')?.key).toBe(
      'pricing/2026/ACDQ/RAMQ/tarifs-acdq-ramq-2026.pdf',
    );
  });

  it('filters by year exactly and by group and provider ignoring case', async () => {
    const files = await list('?year=2025&group=acdq&provider=ramq');
    expect(files.length).toBeGreaterThan(0);
    expect(
      files.every((file) => file.year === 2025 && file.group === 'ACDQ' && file.provider === 'RAMQ'),
    ).toBe(true);
    expect(await list('?year=2031')).toEqual([]);
    expect(fieldsOf(await expectProblem(await sysadmin('GET', '/finance/pricing?year=20x6'), 400))).toEqual([
      'year',
    ]);
  });

  it('serves seeded files as real CSV and PDF content with their type and name', async () => {
    const csv = await download(2026, 'ACDQ', 'Assurances', 'guide-tarifs-acdq-2026.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('filename="guide-tarifs-acdq-2026.csv"');
    expect(await csv.text()).toMatch(/^code,description,honoraires\r\n01103,Examen complet,/);

    const pdf = await download(2025, 'odA', 'ohip', 'oda-ohip-schedule-2025.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await pdf.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('uploads, lists, downloads the same bytes, refuses a duplicate, then deletes', async () => {
    const file = fileOf([BINARY], 'Tarifs été 2026.pdf', 'application/pdf');
    const fields = { year: '2026', group: '  AHDQ ', provider: 'Assurances' };
    const created = await expectContract(
      await sysadmin('POST', '/finance/pricing', form(fields, file)),
      UploadPricingFileResponse,
      201,
    );
    expect(created).toMatchObject({
      year: 2026,
      group: 'AHDQ',
      provider: 'Assurances',
      filename: 'Tarifs été 2026.pdf',
      size: BINARY.length,
      contentType: 'application/pdf',
    });

    expect((await list('?year=2026&group=AHDQ&provider=assurances')).map((entry) => entry.key)).toContain(
      created.key,
    );

    const downloaded = await download(2026, 'ahdq', 'Assurances', 'Tarifs été 2026.pdf');
    expect(downloaded.status).toBe(200);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(BINARY);
    expect(downloaded.headers.get('content-disposition')).toBe(
      `attachment; filename="Tarifs _t_ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Tarifs été 2026.pdf')}`,
    );

    await expectProblem(
      await sysadmin('POST', '/finance/pricing', form({ ...fields, group: 'ahdq' }, file)),
      409,
    );

    const deleted = await sysadmin('DELETE', `/finance/pricing?key=${encodeURIComponent(created.key)}`);
    expect(deleted.status).toBe(204);
    await expectProblem(await download(2026, 'AHDQ', 'Assurances', 'Tarifs été 2026.pdf'), 404);
    await expectProblem(
      await sysadmin('DELETE', `/finance/pricing?key=${encodeURIComponent(created.key)}`),
      404,
    );
  });

  it('answers 400 with the field at fault for a bad upload', async () => {
    const csv = fileOf(['code,fee\n01103,98\n'], 'fees.csv', 'application/vnd.ms-excel');
    const valid = { year: '2026', group: 'ODA', provider: 'OHIP' };
    const cases: [FormData, string][] = [
      [form({ ...valid, year: '1999' }, csv), 'year'],
      [form({ group: 'ODA', provider: 'OHIP' }, csv), 'year'],
      [form({ ...valid, group: '   ' }, csv), 'group'],
      [form({ ...valid, provider: 'x'.repeat(51) }, csv), 'provider'],
      [form(valid), 'file'],
      [form(valid, fileOf(['<svg/>'], 'fees.svg', 'image/svg+xml')), 'file'],
      [form(valid, fileOf([''], 'empty.csv', 'text/csv')), 'file'],
    ];
    for (const [body, field] of cases) {
      expect(fieldsOf(await expectProblem(await sysadmin('POST', '/finance/pricing', body), 400))).toContain(
        field,
      );
    }
    const accepted = await expectContract(
      await sysadmin('POST', '/finance/pricing', form(valid, csv)),
      UploadPricingFileResponse,
      201,
    );
    expect(accepted.contentType).toBe('text/csv');
  });

  it('lets sys-admin-read list and download but not upload or delete; refuses everyone else', async () => {
    const seeded = 'pricing/2026/ACDQ/RAMQ/tarifs-acdq-ramq-2026.pdf';
    const upload = () =>
      form(
        { year: '2026', group: 'ODA', provider: 'OHIP' },
        fileOf(['code,fee\n01103,98\n'], 'lecture-seule.csv', 'text/csv'),
      );
    const listed = await expectContract(
      await call('/finance/pricing?year=2026', { as: 'readonly' }),
      GetPricingFilesResponse,
    );
    expect(listed.map((file) => file.key)).toContain(seeded);
    const downloaded = await call(downloadPath(2026, 'ACDQ', 'RAMQ', 'tarifs-acdq-ramq-2026.pdf'), {
      as: 'readonly',
    });
    expect(downloaded.status).toBe(200);

    await expectProblem(
      await call('/finance/pricing', { as: 'readonly', method: 'POST', body: upload() }),
      403,
    );
    const deletePath = `/finance/pricing?key=${encodeURIComponent(seeded)}`;
    await expectProblem(await call(deletePath, { as: 'readonly', method: 'DELETE' }), 403);
    expect((await list('?year=2026')).map((file) => file.key)).toContain(seeded);
    expect((await list('?year=2026')).map((file) => file.filename)).not.toContain('lecture-seule.csv');

    // Practice and group administrators have no administration area.
    for (const as of ['clinic', 'group']) {
      await expectProblem(await call('/finance/pricing', { as }), 403);
      await expectProblem(
        await call(downloadPath(2026, 'ACDQ', 'RAMQ', 'tarifs-acdq-ramq-2026.pdf'), { as }),
        403,
      );
      await expectProblem(await call('/finance/pricing', { as, method: 'POST', body: upload() }), 403);
      await expectProblem(await call(deletePath, { as, method: 'DELETE' }), 403);
    }
    await expectProblem(await fetch('http://localhost/api/finance/pricing'), 401);
  });

  it('answers 400 for a download without its filename and 404 for an unknown one', async () => {
    const missing = await sysadmin('GET', '/finance/pricing/file?year=2026&group=ACDQ&provider=RAMQ');
    expect(fieldsOf(await expectProblem(missing, 400))).toEqual(['filename']);
    await expectProblem(await download(2026, 'ACDQ', 'RAMQ', 'nope.pdf'), 404);
    await expectProblem(await sysadmin('DELETE', '/finance/pricing'), 400);
  });
});
