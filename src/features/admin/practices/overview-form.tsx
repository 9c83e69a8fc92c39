import { useIntl } from 'react-intl';
import type { Practice } from '@/api/generated/practices/model';
import { PracticeForm } from '@/components/practice-form/practice-form';
import { successMessages } from '@/lib/errors/success-messages';
import { outcomeSnackbars } from '../shared/admin-feedback';
import { overviewMessages as messages } from './overview-messages';
import { useSavePractice } from './use-save-practice';

const outcome = outcomeSnackbars({ success: successMessages.saved, failure: messages.saveFailed });

/**
 * The practice's editable details (SPEC §3), for an administrator: not their own address, so the
 * browser offers none; a save says how it went in a snackbar (SPEC §8), the server's field errors
 * at their fields.
 */
export const OverviewForm = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  const save = useSavePractice(practice.id);
  return (
    <PracticeForm
      practice={practice}
      save={save}
      readOnly={false}
      layout="panel"
      autofill={false}
      label={intl.formatMessage(messages.formLabel)}
      failures={{ invalid: messages.saveInvalid }}
      onSaved={outcome.onSuccess}
      onError={(error) => {
        outcome.onError(error);
        return false;
      }}
    />
  );
};
