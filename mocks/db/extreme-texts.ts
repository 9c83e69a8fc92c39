import { bytesToBase64 } from './base64';

/**
 * One word without a break, as imports from practice-management systems sometimes carry
 * (a name typed without spaces, a pasted identifier): it cannot wrap, so only a layout that
 * truncates or breaks words keeps it inside a 375 px screen.
 */
const UNBROKEN = 'Stomatognathiqueorthodontiqueprosthodontiquepédiatriqueetimplantologique';

/** A text of exactly `max` characters: the real value first, then one unbroken word up to the limit. */
export const padTo = (text: string, max: number): string => {
  if (text.length >= max) return text.slice(0, max);
  let padded = `${text} `;
  while (padded.length < max) padded += UNBROKEN;
  padded = padded.slice(0, max);
  // A text that ends on the space would be trimmed by any form: the limit must hold as shown.
  return padded.endsWith(' ') ? `${padded.slice(0, -1)}x` : padded;
};

const letters = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Letters and digits only, padded with the unbroken word's letters up to `max`. */
export const padWord = (text: string, max: number): string => {
  let padded = letters(text);
  while (padded.length < max) padded += letters(UNBROKEN);
  return padded.slice(0, max);
};

/**
 * A valid address of 254 characters, the longest an email may be: a local part of 64 (its limit)
 * kept recognisable from the original, and a domain of 189 in labels of at most 63.
 */
export const longEmail = (email: string): string => {
  const [local = 'contact', domain = 'portal.example.ca'] = email.split('@');
  const localPart = padWord(local, 64);
  const labels = [padWord(domain, 63), padWord('dentisterie', 63), padWord('soins', 58)];
  return `${localPart}@${labels.join('.')}.ca`;
};

/** A phone number as imports carry them, with an extension, at the contract's 30 characters. */
export const longPhone = (phone: string | undefined): string => {
  const number = phone || '+15145550100';
  return `${number} poste ${'0123456789'.repeat(3)}`.slice(0, 30);
};

/** The longest HTTPS address the contract takes: a real-looking host and a long path. */
export const longUrl = (host: string, max: number): string => {
  const start = `https://${host}/installation/`;
  let path = '';
  while (start.length + path.length < max) path += `${padWord('segment', 40)}/`;
  return `${start}${path}`.slice(0, max);
};

/**
 * The largest logo the contract takes (1,500,000 characters), as a data URL of an SVG that shows
 * the initials like the seeded ones: the image is padded by a comment, so it still renders.
 * Base64 comes in groups of four: the URL stops at the last whole group under the limit.
 */
export const largestLogo = (initials: string, max: number): string => {
  const prefix = 'data:image/svg+xml;base64,';
  const groups = Math.floor((max - prefix.length) / 4);
  const bytes = groups * 3;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#8764b8"/><text x="48" y="60" font-family="Segoe UI, Arial, sans-serif" font-size="36" font-weight="600" fill="#ffffff" text-anchor="middle">${initials}</text><!--`;
  const tail = '--></svg>';
  const svg = `${head}${'x'.repeat(bytes - head.length - tail.length)}${tail}`;
  return `${prefix}${bytesToBase64(new TextEncoder().encode(svg))}`;
};
