import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';
import { dashboardMessages as messages } from './dashboard-messages';
import { KindOverview } from './kind-overview';
import { StatsSection } from './stats-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The communications home of a practice: its three kinds, its SMS package and its statistics. */
export const CommunicationsDashboard = ({
  practiceId,
  timezone,
}: {
  practiceId: string;
  timezone: string;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <section className={styles.section} aria-label={intl.formatMessage(messages.kindsHeading)}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.kindsHeading)}</h2>
        <KindOverview practiceId={practiceId} timezone={timezone} />
      </section>
      <StatsSection practiceId={practiceId} />
    </PageContainer>
  );
};
