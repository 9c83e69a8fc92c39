import { makeStyles, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { hrefs } from '@/config/paths';
import { AnalytikLink } from '../shared/analytik-link';
import { analytikMessages as messages } from '../shared/analytik-messages';
import { PracticeAnalytikGate } from '../shared/practice-analytik-gate';
import { PracticeYearMetrics } from '../shared/practice-year-metrics';
import { useMetricDefinitions, yearsOf } from '../shared/use-analytik-data';
import { useAnalytikSearch, yearFrom } from '../shared/use-analytik-search';
import { YearSelect } from '../shared/year-select';
import { practiceMessages } from './practice-messages';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  practiceName: { color: tokens.colorNeutralForeground2 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXL },
});

interface PracticeScreenProps {
  practiceId: string;
  /** The practice when the session knows it already (the current one). */
  known?: { name: string; activeModules: readonly string[] } | undefined;
}

/** /analytik/practice/{uuid}: the practice's yearly summary of every metric against its goals. */
export const PracticeScreen = ({ practiceId, known }: PracticeScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  // Read here, not only inside the gate's children: react-query re-renders for the fields a render
  // read, and a failure that came before the practice would otherwise leave the spinner forever.
  const { data: definitionsData, isPending, isError, isFetching, refetch } = useMetricDefinitions();
  const definitions = { data: definitionsData, isPending, isError, isFetching, refetch };
  const { params, update } = useAnalytikSearch();
  const years = definitions.data ? yearsOf(definitions.data) : [];
  const currentYear = years.at(-1);
  const year = currentYear === undefined ? undefined : yearFrom(params, years, currentYear);

  return (
    <div className={styles.screen}>
      <AnalytikLink
        standalone
        href={year === undefined ? hrefs.analytik() : `${hrefs.analytik()}?year=${year}`}
      >
        {intl.formatMessage(practiceMessages.backToOverview)}
      </AnalytikLink>
      <Title1 as="h1">{intl.formatMessage(practiceMessages.title)}</Title1>
      <PracticeAnalytikGate practiceId={practiceId} known={known}>
        {({ name }) => (
          <>
            <Text className={styles.practiceName}>{name}</Text>
            {definitions.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
            {definitions.isError && (
              <LoadError
                message={messages.loadError}
                onRetry={definitions.refetch}
                retrying={definitions.isFetching}
              />
            )}
            {definitions.data && year !== undefined && (
              <>
                <div className={styles.toolbar}>
                  <YearSelect
                    years={years}
                    value={year}
                    onChange={(next) => update({ year: next === currentYear ? undefined : String(next) })}
                  />
                </div>
                <PracticeYearMetrics
                  practiceId={practiceId}
                  practiceName={name}
                  year={year}
                  definitions={definitions.data}
                  groupHeadingLevel={2}
                />
              </>
            )}
          </>
        )}
      </PracticeAnalytikGate>
    </div>
  );
};
