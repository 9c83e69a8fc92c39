import type { IntlShape } from 'react-intl';
import type { Language } from '@/api/generated/communication/model';
import { OPT_OUT_KEYWORD } from '@/domain/sending-contacts';
import type { IdentificationElement } from '@/domain/template-identification';
import { formatFieldMessage } from '@/components/forms/field-messages';
import {
  TEMPLATE_PLACEHOLDERS,
  type TemplateIssue,
  type TemplatePlaceholder,
} from '@/domain/template-placeholders';
import { placeholderNames } from './placeholder-messages';
import { tokenOf } from './preview-text';
import { decodeIssues } from './template-form';
import { templateIssueMessages as messages } from './templates-messages';

const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/** The placeholder a misspelt token was probably meant to be ("{{ Date }}", "{{patientFirstname}}"). */
export const closestPlaceholder = (token: string): TemplatePlaceholder | undefined => {
  const typed = token.replace(/\s/g, '').toLowerCase();
  if (!typed) return undefined;
  let best: { name: TemplatePlaceholder; distance: number } | undefined;
  for (const name of TEMPLATE_PLACEHOLDERS) {
    const d = distance(typed, name.toLowerCase());
    if (d <= 2 && (!best || d < best.distance)) best = { name, distance: d };
  }
  return best?.name;
};

export const namedPlaceholder = (intl: IntlShape, name: TemplatePlaceholder): string =>
  intl.formatMessage(messages.namedPlaceholder, {
    name: intl.formatMessage(placeholderNames[name]),
    token: tokenOf(name),
  });

const unknownText = (intl: IntlShape, token: string): string => {
  const suggestion = closestPlaceholder(token);
  return suggestion
    ? intl.formatMessage(messages.unknownWithSuggestion, {
        token: tokenOf(token),
        suggestion: tokenOf(suggestion),
      })
    : intl.formatMessage(messages.unknown, { token: tokenOf(token) });
};

/** Why the body must identify the clinic or let the patient go, and how (CASL s. 6(2)). */
const identificationText = (
  intl: IntlShape,
  element: IdentificationElement,
  language: Language | undefined,
): string => {
  const placeholder = namedPlaceholder(intl, element);
  switch (element) {
    case 'practiceName':
      return intl.formatMessage(messages.missingName, { placeholder });
    case 'unsubscribeLine':
      return intl.formatMessage(messages.missingStopLine, {
        placeholder,
        keyword: OPT_OUT_KEYWORD[language ?? 'EN'],
      });
    case 'preferencesUrl':
      return intl.formatMessage(messages.missingPreferencesLink, { placeholder });
  }
};

/** One sentence per problem: the missing placeholders together, each unknown token by itself. */
const issuesText = (intl: IntlShape, issues: readonly TemplateIssue[], language?: Language): string[] => {
  const lines: string[] = [];
  const missing: TemplatePlaceholder[] = [];
  for (const issue of issues) {
    switch (issue.code) {
      case 'required':
        lines.push(
          intl.formatMessage(issue.field === 'subject' ? messages.subjectRequired : messages.bodyRequired),
        );
        break;
      case 'not_allowed':
        lines.push(intl.formatMessage(messages.subjectNotAllowed));
        break;
      case 'unknown_placeholder':
        lines.push(unknownText(intl, issue.token));
        break;
      case 'missing_placeholder':
        missing.push(issue.placeholder);
        break;
      case 'missing_identification':
        lines.push(identificationText(intl, issue.element, language));
        break;
    }
  }
  if (missing.length > 0) {
    lines.push(
      intl.formatMessage(messages.missing, {
        placeholders: intl.formatList(
          missing.map((name) => namedPlaceholder(intl, name)),
          { type: 'conjunction' },
        ),
      }),
    );
  }
  return [...new Set(lines)];
};

/**
 * The lines to show under a field for its error: the form's own issues worded now, or a
 * message of the shared forms (lengths), or the server's sentence (a 400) as it came.
 * `language` is the template's: the STOP word is the one its patients answer.
 */
export const fieldErrorLines = (
  intl: IntlShape,
  message: string | undefined,
  language?: Language,
): string[] => {
  if (!message) return [];
  const issues = decodeIssues(message);
  return issues ? issuesText(intl, issues, language) : [formatFieldMessage(intl, message)];
};
