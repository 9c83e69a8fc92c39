import { updatePracticeBodyLogoMax } from '@/api/generated/operation-schemas/updatePractice';
import { megabytesInBytes } from '@/domain/file-size';

/** The image types the contract accepts in a logo's data URL, by file extension. */
export const LOGO_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
} as const;

/** How the accepted types are named to people (same in both languages). */
export const LOGO_TYPE_NAMES = 'PNG, JPEG, SVG, WebP';

/**
 * 1 MB, counted as every size of the portal is (src/domain/file-size.ts): in base64 a data URL is
 * a third longer than the file, so 1,048,576 bytes (1,398,104 characters) stay under the
 * contract's 1,500,000 with room for the header.
 */
export const LOGO_MAX_MEGABYTES = 1;
export const LOGO_MAX_BYTES = megabytesInBytes(LOGO_MAX_MEGABYTES);

export type LogoFileResult = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'size' };

const ACCEPTED: ReadonlySet<string> = new Set(Object.values(LOGO_TYPES));

/** Some systems give no type (or a generic one): the extension decides then. */
const typeOf = (file: File): string | undefined => {
  if (ACCEPTED.has(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' || file.type === 'application/octet-stream'
    ? (LOGO_TYPES as Record<string, string>)[extension]
    : undefined;
};

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file was not read as a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * A chosen image as the contract stores a logo (a base64 data URL of PNG, JPEG, SVG or WebP),
 * or why it cannot be: both checked before anything is read or sent.
 */
export const readLogoFile = async (file: File): Promise<LogoFileResult> => {
  const type = typeOf(file);
  if (!type) return { ok: false, reason: 'type' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, reason: 'size' };
  const read = await readAsDataUrl(file);
  const base64 = read.slice(read.indexOf(',') + 1);
  const dataUrl = `data:${type};base64,${base64}`;
  return dataUrl.length <= updatePracticeBodyLogoMax ? { ok: true, dataUrl } : { ok: false, reason: 'size' };
};
