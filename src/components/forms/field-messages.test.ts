import { createIntl, defineMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeFieldMessage, fieldIssue, formatFieldMessage } from './field-messages';

const intl = createIntl({ locale: 'en-CA', messages: {}, onError: () => undefined });

describe('formatFieldMessage', () => {
  it('translates the key a zod rule carries, with its values', () => {
    const schema = z
      .string()
      .min(1, fieldIssue('required'))
      .max(3, fieldIssue('maxLength', { max: 3 }));
    const empty = schema.safeParse('');
    const long = schema.safeParse('abcd');
    expect(formatFieldMessage(intl, empty.error?.issues[0]?.message ?? '')).toBe('This field is required');
    expect(formatFieldMessage(intl, long.error?.issues[0]?.message ?? '')).toBe('Enter at most 3 characters');
  });

  it('translates a feature’s own descriptor', () => {
    const own = defineMessage({ id: 'test.forms.own', defaultMessage: 'Own {n}', description: 'test' });
    expect(formatFieldMessage(intl, encodeFieldMessage(own, { n: 2 }))).toBe('Own 2');
  });

  it('shows any other text as it is (a server’s field error)', () => {
    expect(formatFieldMessage(intl, 'Enter a valid email address.')).toBe('Enter a valid email address.');
    expect(formatFieldMessage(intl, 'forms.validation.unknown')).toBe('forms.validation.unknown');
    expect(formatFieldMessage(intl, 'a | b')).toBe('a | b');
  });
});
