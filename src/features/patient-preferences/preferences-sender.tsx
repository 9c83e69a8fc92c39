import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PatientPreferences } from '@/api/generated/public/model';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { displayPhone } from '@/utils/phone-display';
import { preferencesOfficerMessage, preferencesSenderHeading } from './preferences-messages';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * Who sends the messages: the clinic's name, mailing address and phone (CASL identification,
 * which may sit on a page the message links to), and its person in charge of personal
 * information when it named one (Law 25, s. 3.1). Plain text: the page is budgeted.
 */
export const PreferencesSender = ({
  practiceName,
  practiceContact,
  privacyOfficer,
}: Pick<PatientPreferences, 'practiceName' | 'practiceContact' | 'privacyOfficer'>) => {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleSetting();
  const id = useId();
  const phone = (stored?: string) => (stored ? [displayPhone(stored, locale)] : []);
  const clinic = [practiceName, practiceContact?.mailingAddress ?? '', ...phone(practiceContact?.phone)];
  return (
    <section className={styles.block} aria-labelledby={id}>
      <Text as="h2" weight="semibold" id={id}>
        {intl.formatMessage(preferencesSenderHeading)}
      </Text>
      <Text>{clinic.filter(Boolean).join(', ')}</Text>
      {privacyOfficer && (
        <Text>
          {intl.formatMessage(preferencesOfficerMessage, {
            contact: [privacyOfficer.title, privacyOfficer.email, ...phone(privacyOfficer.phone)].join(', '),
          })}
        </Text>
      )}
    </section>
  );
};
