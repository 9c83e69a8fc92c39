import { Accordion, makeStyles, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { hrefs } from '@/config/paths';
import { AnalytikLink } from '../shared/analytik-link';
import { analytikMessages as messages } from '../shared/analytik-messages';
import { useMetricDefinitions, yearsOf } from '../shared/use-analytik-data';
import { useAnalytikSearch, yearFrom } from '../shared/use-analytik-search';
import { YearSelect } from '../shared/year-select';
import { overviewMessages } from './overview-messages';
import { PracticeSection, type OverviewPractice } from './practice-section';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface OverviewScreenProps {
  /** The user's practices, the current one first. */
  practices: readonly OverviewPractice[];
}

/**
 * /analytik: each practice's year of the 17 metrics against its goals, the current practice
 * open; the others load when opened, so that a group of 30 practices costs one call to start.
 */
export const OverviewScreen = ({ practices }: OverviewScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const definitions = useMetricDefinitions();
  const { params, update } = useAnalytikSearch();
  const years = definitions.data ? yearsOf(definitions.data) : [];
  const currentYear = years.at(-1);
  const year = currentYear === undefined ? undefined : yearFrom(params, years, currentYear);
  const first = practices[0];

  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <Title1 as="h1">{intl.formatMessage(overviewMessages.title)}</Title1>
        <Text className={styles.muted}>{intl.formatMessage(overviewMessages.intro)}</Text>
      </div>
      <div className={styles.toolbar}>
        {year !== undefined && (
          <YearSelect
            years={years}
            value={year}
            onChange={(next) => update({ year: next === currentYear ? undefined : String(next) })}
          />
        )}
        <AnalytikLink href={hrefs.analytikGoals()}>
          {intl.formatMessage(overviewMessages.goalsLink)}
        </AnalytikLink>
      </div>
      {definitions.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {definitions.isError && (
        <LoadError
          message={messages.loadError}
          onRetry={definitions.refetch}
          retrying={definitions.isFetching}
        />
      )}
      {!first && <Text>{intl.formatMessage(messages.noPractice)}</Text>}
      {definitions.data && year !== undefined && first && (
        <Accordion multiple collapsible defaultOpenItems={[first.id]}>
          {practices.map((practice) => (
            <PracticeSection
              key={practice.id}
              practice={practice}
              year={year}
              definitions={definitions.data}
            />
          ))}
        </Accordion>
      )}
    </div>
  );
};
