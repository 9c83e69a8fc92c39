import { isApiError } from '@/api/api-error';
import type { Practice } from '@/api/generated/practices/model';
import { notify } from '@/components/feedback/snackbar-store';
import { PracticeForm } from '@/components/practice-form/practice-form';
import { successMessages } from '@/lib/errors/success-messages';
import { configurationMessages as messages } from './configuration-messages';
import { useSaveConfiguration } from './use-save-configuration';

interface ConfigurationFormProps {
  practice: Practice;
  readOnly: boolean;
  /** The API refused the save (403): the screen turns read-only. */
  onRefused: () => void;
}

/**
 * The practice's editable configuration, on a page of its own: the browser may fill in the
 * clinic's address, a save says so in a snackbar and why it failed above the buttons.
 */
export const ConfigurationForm = ({ practice, readOnly, onRefused }: ConfigurationFormProps) => {
  const save = useSaveConfiguration(practice.id);
  return (
    <PracticeForm
      practice={practice}
      save={save}
      readOnly={readOnly}
      layout="page"
      autofill
      failures={{ invalid: messages.saveInvalid, failed: messages.saveFailed }}
      onSaved={() => notify({ intent: 'success', message: successMessages.saved })}
      onError={(error) => {
        if (!isApiError(error) || error.kind !== 'forbidden') return false;
        onRefused();
        return true;
      }}
    />
  );
};
