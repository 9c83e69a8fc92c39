import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Fragment, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PatientPreferences } from '@/api/generated/public/model';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { displayPhone } from '@/utils/phone-display';
import { preferencesOfficerMessage, preferencesSenderHeading } from './preferences-messages';

const useStyles = makeStyles({
  // An address or an email of the contract's full length breaks anywhere rather than run past a
  // phone's edge; a phone number stays whole.
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    overflowWrap: 'anywhere',
  },
  phone: { whiteSpace: 'nowrap' },
});

/** Between the parts of an address or a contact, in both languages. */
const SEPARATOR = ', ';

/** The parts, comma-separated, the empty ones left out. */
const commaList = (parts: readonly ReactNode[]): ReactNode[] =>
  parts.filter(Boolean).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && SEPARATOR}
      {part}
    </Fragment>
  ));

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
  const phone = (stored?: string) =>
    stored ? <span className={styles.phone}>{displayPhone(stored, locale)}</span> : undefined;
  const clinic = [practiceName, practiceContact?.mailingAddress, phone(practiceContact?.phone)];
  return (
    <section className={styles.block} aria-labelledby={id}>
      <Text as="h2" weight="semibold" id={id}>
        {intl.formatMessage(preferencesSenderHeading)}
      </Text>
      <Text>{commaList(clinic)}</Text>
      {privacyOfficer && (
        <Text>
          {intl.formatMessage(preferencesOfficerMessage, {
            contact: [privacyOfficer.title, privacyOfficer.email].join(SEPARATOR),
          })}
          {privacyOfficer.phone && SEPARATOR}
          {phone(privacyOfficer.phone)}
        </Text>
      )}
    </section>
  );
};
