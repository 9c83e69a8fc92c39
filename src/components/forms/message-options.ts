import type { MessageDescriptor } from 'react-intl';
import type { SelectOption } from './select-field';

/** The options of a SelectField from the labels of its values, in the labels' order. */
export const messageOptions = <Value extends string>(
  labels: Record<Value, MessageDescriptor>,
  format: (descriptor: MessageDescriptor) => string,
): SelectOption[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: format(labels[value]) }));
