import { useIntl } from 'react-intl';
import type { Practice } from '@/api/generated/practices/model';
import { notify } from '@/components/feedback/snackbar-store';
import { PracticeForm } from '@/components/practice-form/practice-form';
import { successMessages } from '@/lib/errors/success-messages';
import { overviewMessages as messages } from './overview-messages';
import { useSavePractice } from './use-save-practice';

/**
 * The practice's editable details (SPEC §3), for an administrator: not their own address, so the
 * browser offers none; a save says it succeeded in a snackbar (SPEC §8), and a failure in the
 * form, beside what was typed (a snackbar would go away), the server's field errors at their fields.
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
      failures={{ invalid: messages.saveInvalid, failed: messages.saveFailed }}
      onSaved={() => notify({ intent: 'success', message: successMessages.saved })}
    />
  );
};
