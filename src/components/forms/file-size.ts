import { defineMessage, type IntlShape } from 'react-intl';
import { KILOBYTE, MEGABYTE } from '@/domain/file-size';

const kilobytesMessage = defineMessage<{ kilobytes: number }>({
  id: 'forms.file.sizeKilobytes',
  defaultMessage: '{kilobytes, number, integer} KB',
  description: 'Size of a file in kilobytes (KB); {kilobytes} is a whole number',
});

const megabytesMessage = defineMessage<{ megabytes: number }>({
  id: 'forms.file.sizeMegabytes',
  defaultMessage: '{megabytes, number, ::.#} MB',
  description: 'Size of a file of 1 MB or more in megabytes (MB); {megabytes} has at most one decimal',
});

/**
 * A file's size as people read it, the one way the portal writes one: whole kilobytes (at least
 * 1) under a megabyte, then megabytes to one decimal, in the units of src/domain/file-size.ts.
 */
export const formatFileSize = (intl: IntlShape, bytes: number): string =>
  bytes >= MEGABYTE
    ? intl.formatMessage(megabytesMessage, { megabytes: bytes / MEGABYTE })
    : intl.formatMessage(kilobytesMessage, { kilobytes: Math.max(1, Math.ceil(bytes / KILOBYTE)) });
