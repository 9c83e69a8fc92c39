import type { IntlShape, MessageDescriptor, TypedMessageDescriptor } from 'react-intl';

/** Values a feedback text may interpolate: plain, so that texts can be queued outside React. */
export type FeedbackValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * A text of the feedback layer: a message, or a message with its values. Descriptors (not
 * formatted strings) are stored so that the host formats them and a language switch applies at once.
 */
export type FeedbackText = MessageDescriptor | { message: MessageDescriptor; values: FeedbackValues };

/** A message with its values, checked against the typing of `defineMessage<V>()`. */
export const withValues = <V extends FeedbackValues>(
  message: TypedMessageDescriptor<V>,
  values: V,
): FeedbackText => ({ message, values });

export const formatFeedbackText = (intl: IntlShape, text: FeedbackText): string =>
  'message' in text ? intl.formatMessage(text.message, text.values) : intl.formatMessage(text);
