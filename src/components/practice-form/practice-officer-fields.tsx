import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/forms/text-field';
import { practiceFieldMessages } from './practice-form-messages';
import { PracticeFormSection, type PracticeFormLayout } from './practice-form-section';
import type { PracticeFormValues } from './practice-form-values';
import { practiceOfficerMessages as labels } from './practice-officer-messages';

const useStyles = makeStyles({
  hint: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground3 },
});

interface PracticeOfficerFieldsProps {
  control: Control<PracticeFormValues>;
  layout: PracticeFormLayout;
  readOnly: boolean;
}

/** The person in charge of personal information (Law 25, s. 3.1): optional, but named whole. */
export const PracticeOfficerFields = ({ control, layout, readOnly }: PracticeOfficerFieldsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const common = { control, readOnly };
  return (
    <PracticeFormSection layout={layout} title={intl.formatMessage(labels.section)}>
      <Text className={styles.hint}>{intl.formatMessage(labels.hint)}</Text>
      <TextField
        {...common}
        name="privacyOfficer.name"
        label={intl.formatMessage(labels.name)}
        autoComplete="off"
      />
      <TextField
        {...common}
        name="privacyOfficer.title"
        label={intl.formatMessage(labels.title)}
        {...(readOnly ? {} : { hint: intl.formatMessage(labels.titleHint) })}
        autoComplete="off"
      />
      <TextField
        {...common}
        name="privacyOfficer.email"
        label={intl.formatMessage(labels.email)}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...common}
        name="privacyOfficer.phone"
        label={intl.formatMessage(labels.phone)}
        {...(readOnly ? {} : { hint: intl.formatMessage(practiceFieldMessages.phoneHint) })}
        type="tel"
        autoComplete="off"
      />
    </PracticeFormSection>
  );
};
