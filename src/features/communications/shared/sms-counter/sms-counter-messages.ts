import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';
import type { Ucs2CharacterName } from './gsm-characters';

/*
 * The SMS length counter's words: the template editor and the inbox's reply box count the same
 * way, so they load with their own catalogue area (smsCounter), not with either screen's.
 */
export const smsCounterMessages = {
  ...defineMessages({
    heading: {
      id: 'communications.smsCounter.heading',
      defaultMessage: 'Length of the SMS',
      description: 'Heading of the SMS length counter under the preview',
    },
    gsm7: {
      id: 'communications.smsCounter.gsm7',
      defaultMessage: 'Encoding: GSM-7, the standard SMS alphabet',
      description: 'The SMS uses only characters of the standard SMS alphabet (GSM-7)',
    },
    ucs2: {
      id: 'communications.smsCounter.ucs2',
      defaultMessage: 'Encoding: UCS-2 (Unicode), because of the highlighted characters',
      description:
        'The SMS holds characters outside GSM-7, so it is sent as Unicode (UCS-2), which fits fewer per SMS',
    },
    estimate: {
      id: 'communications.smsCounter.estimate',
      defaultMessage:
        'Counted with the examples: real names, dates and links change the count. A name with a letter outside the SMS alphabet (such as ç or ô) switches the message to Unicode.',
      description: 'Note under the SMS counter: the count uses sample values',
    },
    warningTitle: {
      id: 'communications.smsCounter.warningTitle',
      defaultMessage: 'Special characters make this SMS longer',
      description:
        'Title of the warning shown when characters outside GSM-7 raise the number of segments (SPEC §5)',
    },
    replace: {
      id: 'communications.smsCounter.replace',
      defaultMessage: 'Replace with plain characters',
      description:
        'Button replacing typographic characters (’ « » – …) of the SMS text by their GSM-7 equivalents',
    },
    fromPractice: {
      id: 'communications.smsCounter.fromPractice',
      defaultMessage: '(in the practice’s name or phone, not in your text)',
      description:
        'After a character outside GSM-7 that comes from the practice details, not from the template',
    },
  }),
  characters: defineMessage<{ count: number }>({
    id: 'communications.smsCounter.characters',
    defaultMessage: '{count, plural, one {# character} other {# characters}}',
    description: 'Number of characters of the previewed SMS',
  }),
  units: defineMessage<{ count: number; units: number }>({
    id: 'communications.smsCounter.units',
    defaultMessage:
      '{count, plural, one {# character} other {# characters}}, counted as {units, number}: some take two places',
    description:
      'Number of characters of the SMS when some (€, emoji…) count double; {units} is the count used',
  }),
  segments: defineMessage<{ segments: number; single: number; part: number }>({
    id: 'communications.smsCounter.segments',
    defaultMessage:
      '{segments, plural, one {# segment} other {# segments}}: {single, number} characters fit in one SMS, {part, number} per segment when longer',
    description:
      'Segments (billed SMS parts) of the message, and how many characters each holds in this encoding',
  }),
  live: defineMessage<{ segments: number; encoding: string }>({
    id: 'communications.smsCounter.live',
    defaultMessage: '{segments, plural, one {# SMS segment} other {# SMS segments}}, {encoding}',
    description:
      'Announced to screen readers when the segment count or the encoding changes; {encoding} is GSM-7 or UCS-2',
  }),
  warning: defineMessage<{ segments: number; gsm: number }>({
    id: 'communications.smsCounter.warning',
    defaultMessage:
      'These characters are not in the standard SMS alphabet (GSM-7): the whole message switches to Unicode and takes {segments, number} segments instead of {gsm, number}. Use their plain equivalents where you can.',
    description: 'Warning: characters outside GSM-7 raise the segments from {gsm} to {segments}',
  }),
  info: defineMessage<{ segments: number }>({
    id: 'communications.smsCounter.info',
    defaultMessage:
      'These characters are not in the standard SMS alphabet (GSM-7): the message switches to Unicode, which fits fewer characters per SMS. For now it still takes {segments, plural, one {# segment} other {# segments}}.',
    description: 'Note: characters outside GSM-7 are present but do not add segments yet',
  }),
  character: defineMessage<{ char: string; name: string; sym: MessageTag }>({
    id: 'communications.smsCounter.character',
    defaultMessage: '<sym>{char}</sym> ({name})',
    description:
      'A character outside GSM-7 in the list under the preview: the character (highlighted by <sym>), then its name',
  }),
  characterWithPlain: defineMessage<{ char: string; name: string; plain: string; sym: MessageTag }>({
    id: 'communications.smsCounter.characterWithPlain',
    defaultMessage: '<sym>{char}</sym> ({name}): use <sym>{plain}</sym>',
    description:
      'A character outside GSM-7 and the plain GSM-7 character to use instead; <sym> highlights a character',
  }),
  characterWithSpace: defineMessage<{ char: string; name: string; sym: MessageTag }>({
    id: 'communications.smsCounter.characterWithSpace',
    defaultMessage: '<sym>{char}</sym> ({name}): use a regular space',
    description:
      'A no-break space outside GSM-7 (shown by its code, highlighted by <sym>) and what to use instead',
  }),
};

/** The names of the characters outside GSM-7 most often met in French text. */
export const characterNames: Record<Ucs2CharacterName, MessageDescriptor> = defineMessages({
  apostrophe: {
    id: 'communications.smsCounter.char.apostrophe',
    defaultMessage: 'typographic apostrophe',
    description: 'Name of the character ’ (U+2019)',
  },
  singleQuote: {
    id: 'communications.smsCounter.char.singleQuote',
    defaultMessage: 'opening single quotation mark',
    description: 'Name of the character ‘ (U+2018)',
  },
  guillemetOpen: {
    id: 'communications.smsCounter.char.guillemetOpen',
    defaultMessage: 'opening guillemet',
    description: 'Name of the character « (U+00AB)',
  },
  guillemetClose: {
    id: 'communications.smsCounter.char.guillemetClose',
    defaultMessage: 'closing guillemet',
    description: 'Name of the character » (U+00BB)',
  },
  doubleQuote: {
    id: 'communications.smsCounter.char.doubleQuote',
    defaultMessage: 'curly quotation mark',
    description: 'Name of the characters “ and ” (U+201C, U+201D)',
  },
  enDash: {
    id: 'communications.smsCounter.char.enDash',
    defaultMessage: 'en dash',
    description: 'Name of the character – (U+2013)',
  },
  emDash: {
    id: 'communications.smsCounter.char.emDash',
    defaultMessage: 'em dash',
    description: 'Name of the character — (U+2014)',
  },
  ellipsis: {
    id: 'communications.smsCounter.char.ellipsis',
    defaultMessage: 'ellipsis',
    description: 'Name of the character … (U+2026)',
  },
  noBreakSpace: {
    id: 'communications.smsCounter.char.noBreakSpace',
    defaultMessage: 'no-break space',
    description: 'Name of the no-break space (U+00A0), which French typography puts before : ; ! ?',
  },
  narrowNoBreakSpace: {
    id: 'communications.smsCounter.char.narrowNoBreakSpace',
    defaultMessage: 'narrow no-break space',
    description: 'Name of the narrow no-break space (U+202F)',
  },
  letter: {
    id: 'communications.smsCounter.char.letter',
    defaultMessage: 'letter outside the SMS alphabet',
    description: 'Name given to an accented letter that GSM-7 lacks (ç, ê, ô…)',
  },
  other: {
    id: 'communications.smsCounter.char.other',
    defaultMessage: 'symbol outside the SMS alphabet',
    description: 'Name given to any other character that GSM-7 lacks (an emoji, a symbol)',
  },
});
