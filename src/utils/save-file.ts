/** Hands a downloaded file to the browser, which saves it under `filename`. */
export type SaveFile = (blob: Blob, filename: string) => void;

/**
 * Through a link with `download`, the one way a page saves a blob under a name of its choosing.
 * The object URL is released once the browser has taken the file.
 */
export const saveBlob: SaveFile = (blob, filename) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * The file name of a Content-Disposition header (RFC 6266): the exact UTF-8 name of `filename*`
 * first, then the plain `filename` (quoted or not), which servers fill with an ASCII fallback.
 */
export const filenameFromDisposition = (header: unknown): string | undefined => {
  if (typeof header !== 'string') return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;]+)/.exec(header)?.[1];
  const exact = extended ? decode(extended.trim()) : undefined;
  if (exact) return exact;
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1') || undefined;
  return /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
};
