import type { Control } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { FileField } from '@/components/forms/file-field';
import { INSTALLER_ACCEPT, INSTALLER_MAX_MEGABYTES, INSTALLER_TYPE_NAMES } from './installer-file';
import {
  chosenFileKilobytesMessage,
  chosenFileMegabytesMessage,
  fileHintMessage,
  toolFormMessages as messages,
} from './tool-form-messages';
import type { ToolFormValues } from './tool-form-schema';

const MEGABYTE = 1024 * 1024;

const describeFile = (intl: IntlShape, file: File) =>
  file.size >= MEGABYTE
    ? intl.formatMessage(chosenFileMegabytesMessage, { filename: file.name, megabytes: file.size / MEGABYTE })
    : intl.formatMessage(chosenFileKilobytesMessage, {
        filename: file.name,
        kilobytes: Math.max(1, Math.ceil(file.size / 1024)),
      });

interface InstallerFileFieldProps {
  control: Control<ToolFormValues>;
  onChosen: () => void;
  disabled: boolean;
}

/** The installer to upload: its types and size in the hint, the chosen one with its size. */
export const InstallerFileField = ({ control, onChosen, disabled }: InstallerFileFieldProps) => {
  const intl = useIntl();
  return (
    <FileField
      control={control}
      name="file"
      label={intl.formatMessage(messages.file)}
      hint={intl.formatMessage(fileHintMessage, {
        types: INSTALLER_TYPE_NAMES,
        megabytes: INSTALLER_MAX_MEGABYTES,
      })}
      accept={INSTALLER_ACCEPT}
      describe={(file) => describeFile(intl, file)}
      onChosen={onChosen}
      disabled={disabled}
    />
  );
};
