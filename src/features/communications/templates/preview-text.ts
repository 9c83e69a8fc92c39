import {
  isKnownPlaceholder,
  placeholderTokens,
  type TemplatePlaceholder,
} from '@/domain/template-placeholders';

/** How a placeholder is written in a template: `{{name}}`. */
export const tokenOf = (name: string): string => `{{${name}}}`;

/** A run of the previewed message: the template's own text, a sample value, or an unknown token. */
export type PreviewPiece =
  | { kind: 'text'; text: string }
  | { kind: 'sample'; text: string; placeholder: TemplatePlaceholder }
  | { kind: 'unknown'; text: string };

/**
 * The message as a patient would read it, in pieces: known placeholders replaced by their sample
 * values, unknown ones left as typed (the form flags them). The tokens are the domain's
 * (placeholderTokens), found in order, so the preview reads the text as the server does.
 */
export const previewPieces = (
  template: string,
  values: Readonly<Record<TemplatePlaceholder, string>>,
): PreviewPiece[] => {
  const pieces: PreviewPiece[] = [];
  let cursor = 0;
  for (const token of placeholderTokens(template)) {
    const written = tokenOf(token);
    const at = template.indexOf(written, cursor);
    if (at === -1) continue;
    if (at > cursor) pieces.push({ kind: 'text', text: template.slice(cursor, at) });
    pieces.push(
      isKnownPlaceholder(token)
        ? { kind: 'sample', text: values[token], placeholder: token }
        : { kind: 'unknown', text: written },
    );
    cursor = at + written.length;
  }
  if (cursor < template.length) pieces.push({ kind: 'text', text: template.slice(cursor) });
  return pieces;
};

export const piecesText = (pieces: readonly PreviewPiece[]): string =>
  pieces.map((piece) => piece.text).join('');
