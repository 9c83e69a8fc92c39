import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { useGetPractice } from '@/api/generated/practices/practices';
import { AppointmentTypes } from './appointment-types';
import { ClinicSchedule } from './clinic-schedule';
import { ConfigurationForm } from './configuration-form';
import { configurationMessages as messages } from './configuration-messages';
import { MissingInformationBanner } from './missing-information-banner';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  practiceName: { color: tokens.colorNeutralForeground2 },
  setup: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXL,
    '@media (min-width: 1024px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXXL,
    },
  },
});

interface ConfigurationScreenProps {
  practiceId: string;
  /** What the user's roles allow; the API may still refuse, which turns the screen read-only. */
  canEdit: boolean;
}

/** The body of /configuration for one practice: its configuration, schedule and appointment types. */
export const ConfigurationScreen = ({ practiceId, canEdit }: ConfigurationScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const [refused, setRefused] = useState(false);
  const query = useGetPractice(practiceId);
  const practice = query.data;
  const readOnly = !canEdit || refused;

  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
        {practice?.name && <Text className={styles.practiceName}>{practice.name}</Text>}
      </div>
      {query.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {query.isError && !practice && (
        <LoadError message={messages.loadError} onRetry={query.refetch} retrying={query.isFetching} />
      )}
      {practice && (
        <>
          <MissingInformationBanner practice={practice} />
          {readOnly && (
            <MessageBar intent="info">
              <MessageBarBody>{intl.formatMessage(messages.readOnly)}</MessageBarBody>
            </MessageBar>
          )}
          <ConfigurationForm
            key={practice.id}
            practice={practice}
            readOnly={readOnly}
            onRefused={() => setRefused(true)}
          />
          <div className={styles.setup}>
            <ClinicSchedule practiceId={practice.id} />
            <AppointmentTypes practiceId={practice.id} />
          </div>
        </>
      )}
    </div>
  );
};
