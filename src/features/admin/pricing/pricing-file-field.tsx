import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FileField } from '@/components/forms/file-field';
import {
  PRICING_FILE_ACCEPT,
  PRICING_FILE_MAX_MEGABYTES,
  PRICING_FILE_TYPE_NAMES,
} from './pricing-file-rules';
import { formatFileSize } from './pricing-size';
import type { UploadFormValues } from './pricing-upload-schema';
import { chosenFileMessage, fileHintMessage, uploadMessages as messages } from './pricing-upload-messages';

interface PricingFileFieldProps {
  control: Control<UploadFormValues>;
  onChosen: () => void;
  disabled: boolean;
}

/** The pricing file: its types and size in the hint, the chosen one with its size. */
export const PricingFileField = ({ control, onChosen, disabled }: PricingFileFieldProps) => {
  const intl = useIntl();
  return (
    <FileField
      control={control}
      name="file"
      label={intl.formatMessage(messages.file)}
      hint={intl.formatMessage(fileHintMessage, {
        types: PRICING_FILE_TYPE_NAMES,
        megabytes: PRICING_FILE_MAX_MEGABYTES,
      })}
      accept={PRICING_FILE_ACCEPT}
      describe={(file) =>
        intl.formatMessage(chosenFileMessage, { filename: file.name, size: formatFileSize(intl, file.size) })
      }
      onChosen={onChosen}
      disabled={disabled}
    />
  );
};
