import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * Validation messages shared by every form, shown at the field. A zod rule carries the key of
 * its message (see fieldIssue) rather than text: schemas stay free of intl and the field
 * translates in the language of the moment.
 */
export const fieldMessages = defineMessages({
  required: {
    id: 'forms.validation.required',
    defaultMessage: 'This field is required',
    description: 'Error under a form field left empty (SPEC generic message)',
  },
  email: {
    id: 'forms.validation.email',
    defaultMessage: 'Enter a valid email address, such as name@example.com',
    description: 'Error under an email field whose value is not an email address',
  },
  postalCode: {
    id: 'forms.validation.postalCode',
    defaultMessage: 'Enter a Canadian postal code, such as H2J 1K3',
    description: 'Error under a postal code field whose value is not a Canadian postal code (A1A 1A1)',
  },
  phone: {
    id: 'forms.validation.phone',
    defaultMessage: 'Enter a 10-digit North American phone number, such as (514) 555-0123',
    description: 'Error under a phone field whose value is not a 10-digit North American number',
  },
  wholeNumber: {
    id: 'forms.validation.wholeNumber',
    defaultMessage: 'Enter a whole number, without decimals',
    description: 'Error under a number field whose value is not a whole number',
  },
  min: {
    id: 'forms.validation.min',
    defaultMessage: 'Enter a number no less than {min, number}',
    description: 'Error under a number field whose value is too small; {min} is the smallest allowed',
  },
  max: {
    id: 'forms.validation.max',
    defaultMessage: 'Enter a number no greater than {max, number}',
    description: 'Error under a number field whose value is too large; {max} is the largest allowed',
  },
  minLength: {
    id: 'forms.validation.minLength',
    defaultMessage: 'Enter at least {min, plural, one {# character} other {# characters}}',
    description: 'Error under a text field whose value is too short; {min} is the shortest length',
  },
  maxLength: {
    id: 'forms.validation.maxLength',
    defaultMessage: 'Enter at most {max, plural, one {# character} other {# characters}}',
    description: 'Error under a text field whose value is too long; {max} is the longest length',
  },
  invalid: {
    id: 'forms.validation.invalid',
    defaultMessage: 'This value is not valid',
    description: 'Error under a field whose value breaks a rule that has no more specific message',
  },
  fileType: {
    id: 'forms.validation.fileType',
    defaultMessage: 'Choose a file of one of these types: {types}',
    description:
      'Error under a file field when the chosen file has a type that is not accepted; {types} lists the accepted types, e.g. "PNG, JPEG, SVG, WebP"',
  },
  fileSize: {
    id: 'forms.validation.fileSize',
    defaultMessage: 'The file is too large: choose one of at most {megabytes, number} MB',
    description:
      'Error under a file field when the chosen file is too large; {megabytes} is the limit in megabytes (MB)',
  },
});

export type FieldMessageKey = keyof typeof fieldMessages;
export type FieldMessageValues = Readonly<Record<string, string | number>>;

// Between a message id and its values (JSON): ids never contain it, people rarely type it.
const VALUES_SEPARATOR = '|';

const byId = new Map<string, MessageDescriptor>(
  Object.values(fieldMessages).map((descriptor) => [String(descriptor.id), descriptor]),
);

/**
 * The text a zod issue carries for a message: its id, then its values if any
 * (`forms.validation.max|{"max":200}`). A feature's own descriptor (any defineMessages entry)
 * works too: it is remembered here so that formatFieldMessage can find it later.
 */
export const encodeFieldMessage = (
  message: FieldMessageKey | MessageDescriptor,
  values?: FieldMessageValues,
): string => {
  const descriptor = typeof message === 'string' ? fieldMessages[message] : message;
  const id = String(descriptor.id);
  byId.set(id, descriptor);
  return values ? `${id}${VALUES_SEPARATOR}${JSON.stringify(values)}` : id;
};

/** The second argument of a zod rule: `z.string().min(1, fieldIssue('required'))`. */
export const fieldIssue = (
  message: FieldMessageKey | MessageDescriptor,
  values?: FieldMessageValues,
): { error: string } => ({ error: encodeFieldMessage(message, values) });

const decode = (
  message: string,
): { descriptor: MessageDescriptor; values?: FieldMessageValues } | undefined => {
  const separator = message.indexOf(VALUES_SEPARATOR);
  const id = separator === -1 ? message : message.slice(0, separator);
  const descriptor = byId.get(id);
  if (!descriptor) return undefined;
  if (separator === -1) return { descriptor };
  try {
    const values: unknown = JSON.parse(message.slice(separator + 1));
    return typeof values === 'object' && values !== null
      ? { descriptor, values: values as FieldMessageValues }
      : { descriptor };
  } catch {
    return undefined;
  }
};

/**
 * The text of a field's error. A message written by encodeFieldMessage / fieldIssue is
 * translated; anything else (a server's field error, already a sentence for people) is shown
 * as it came.
 */
export const formatFieldMessage = (intl: IntlShape, message: string): string => {
  const known = decode(message);
  if (!known) return message;
  return intl.formatMessage(known.descriptor, known.values);
};
