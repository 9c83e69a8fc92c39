import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import {
  DeletePricingFileQueryParams,
  DownloadPricingFileQueryParams,
  GetPricingFilesQueryParams,
} from '@/api/generated/pricing/pricing.zod';
import type { PricingFile } from '@/api/generated/pricing/model';
import { apiPath } from '../config';
import { base64ToBytes } from '../db/base64';
import { pricingFiles, type StoredPricingFile } from '../db/pricing';
import { requireSystemAdmin } from './caller';
import { readPricingUpload } from './pricing-upload';
import { conflict, notFound, readQuery } from './problem';

/** Query strings are text: the year is turned into a number, then judged by the generated schema. */
const yearFromQuery = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const ListQuery = GetPricingFilesQueryParams.extend({
  year: z.preprocess(yearFromQuery, GetPricingFilesQueryParams.shape.year),
  group: z.preprocess(trimmed, GetPricingFilesQueryParams.shape.group),
  provider: z.preprocess(trimmed, GetPricingFilesQueryParams.shape.provider),
});

const DownloadQuery = DownloadPricingFileQueryParams.extend({
  year: z.preprocess(yearFromQuery, DownloadPricingFileQueryParams.shape.year),
  group: z.preprocess(trimmed, DownloadPricingFileQueryParams.shape.group),
  provider: z.preprocess(trimmed, DownloadPricingFileQueryParams.shape.provider),
});

/** Group and provider are free text typed by people: the contract matches them ignoring case. */
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const findPricingFile = (year: number, group: string, provider: string, filename: string) =>
  pricingFiles.findFirst((q) =>
    q.where(
      (file) =>
        file.year === year &&
        file.filename === filename &&
        sameText(file.group, group) &&
        sameText(file.provider, provider),
    ),
  );

const toPricingFile = ({ contentBase64: _content, ...file }: StoredPricingFile): PricingFile => file;

const byText = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

/** RFC 6266: an ASCII fallback for old clients, and the exact UTF-8 name in filename*. */
const contentDisposition = (filename: string) => {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/**
 * Pricing files belong to the administration area, the provider's staff's (SPEC §1): system
 * administrators list and download them, and only sys-admin (not sys-admin-read) changes them.
 */
export const pricingHandlers = [
  http.get(apiPath('/finance/pricing'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    const { year, group, provider } = readQuery(request, ListQuery);
    const files = pricingFiles.findMany((q) =>
      q.where(
        (file) =>
          (year === undefined || file.year === year) &&
          (group === undefined || sameText(file.group, group)) &&
          (provider === undefined || sameText(file.provider, provider)),
      ),
    );
    files.sort(
      (a, b) =>
        b.year - a.year ||
        byText(a.group, b.group) ||
        byText(a.provider, b.provider) ||
        byText(a.filename, b.filename),
    );
    return HttpResponse.json(files.map(toPricingFile));
  }),

  http.post(apiPath('/finance/pricing'), async ({ request }) => {
    await requireSystemAdmin(request, { write: true });
    const upload = await readPricingUpload(request);
    if (findPricingFile(upload.year, upload.group, upload.provider, upload.filename)) {
      return conflict(
        `${upload.filename} already exists for ${upload.year}, ${upload.group}, ${upload.provider}: delete it first.`,
      );
    }
    const created = await pricingFiles.create(upload);
    return HttpResponse.json(toPricingFile(created), { status: 201 });
  }),

  http.get(apiPath('/finance/pricing/file'), async ({ request }) => {
    await requireSystemAdmin(request, { write: false });
    const { year, group, provider, filename } = readQuery(request, DownloadQuery);
    const file = findPricingFile(year, group, provider, filename);
    if (!file) return notFound(`No pricing file ${filename} for ${year}, ${group}, ${provider}.`);
    return new HttpResponse(base64ToBytes(file.contentBase64), {
      headers: {
        'content-type': file.contentType || 'application/octet-stream',
        'content-disposition': contentDisposition(file.filename),
        'content-length': String(file.size),
      },
    });
  }),

  http.delete(apiPath('/finance/pricing'), async ({ request }) => {
    await requireSystemAdmin(request, { write: true });
    const { key } = readQuery(request, DeletePricingFileQueryParams);
    const deleted = pricingFiles.delete((q) => q.where({ key }));
    if (!deleted) return notFound(`No pricing file has the key ${key}.`);
    return new HttpResponse(null, { status: 204 });
  }),
];
