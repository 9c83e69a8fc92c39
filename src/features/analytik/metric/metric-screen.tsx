import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { LoadError } from '@/components/feedback/load-error';
import { onDemand } from '@/utils/on-demand-component';
import { useIntl } from 'react-intl';
import { MetricId, type MetricDefinition, type ViewMode } from '@/api/generated/analytik/model';
import { hrefs } from '@/config/paths';
import { saveBlob, type SaveFile } from '@/utils/save-file';
import { AnalytikLink } from '../shared/analytik-link';
import { analytikMessages, noDataMessage } from '../shared/analytik-messages';
import { useMetricFormat } from '../shared/metric-format';
import { PracticeAnalytikGate } from '../shared/practice-analytik-gate';
import { useMetricDefinitions, yearsOf } from '../shared/use-analytik-data';
import { useAnalytikSearch, yearFrom } from '../shared/use-analytik-search';
import { YearSelect } from '../shared/year-select';
import { GoalSection } from './goal-section';
import { MetricAbout } from './metric-about';
import { metricMessages as messages } from './metric-messages';
import { MetricTableView } from './metric-table-view';
import { useMetricData } from './use-metric-data';
import { CompareYears, ViewModeSwitch } from './view-controls';

// The chart library (nivo) loads with the first chart, not with the screen: the table needs none.
const MetricChart = onDemand(async () => (await import('./metric-chart')).MetricChart);

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  practiceName: { color: tokens.colorNeutralForeground2 },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
  },
});

const isMetricId = (value: string): value is MetricId =>
  (Object.values(MetricId) as string[]).includes(value);

interface MetricScreenProps {
  practiceId: string;
  metricId: string;
  known?: { name: string; activeModules: readonly string[] } | undefined;
  /** Where the table's export goes; the browser's download by default (tests read what it gets). */
  saveFile?: SaveFile;
}

/** /analytik/practice/{uuid}/{metricId}: one metric's months, compared across years, against its goal. */
export const MetricScreen = ({ practiceId, metricId, known, saveFile = saveBlob }: MetricScreenProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const definitions = useMetricDefinitions();
  const definition = isMetricId(metricId)
    ? definitions.data?.find((entry) => entry.id === metricId)
    : undefined;
  const currentYear = definitions.data ? yearsOf(definitions.data).at(-1) : undefined;

  return (
    <div className={styles.screen}>
      <AnalytikLink standalone href={hrefs.analytikPractice(practiceId)}>
        {intl.formatMessage(messages.backToPractice)}
      </AnalytikLink>
      <Title1 as="h1">
        {definition ? format.text(definition.label) : intl.formatMessage(messages.titleFallback)}
      </Title1>
      {definitions.isPending && <Spinner label={intl.formatMessage(analytikMessages.loading)} />}
      {definitions.isError && (
        <LoadError
          message={analytikMessages.loadError}
          onRetry={definitions.refetch}
          retrying={definitions.isFetching}
        />
      )}
      {definitions.data && !definition && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(analytikMessages.metricNotFound)}</MessageBarBody>
        </MessageBar>
      )}
      {definition && currentYear !== undefined && (
        <PracticeAnalytikGate practiceId={practiceId} known={known}>
          {({ name }) => (
            <>
              <Text className={styles.practiceName}>{name}</Text>
              <MetricAbout definition={definition} />
              <MetricBody
                practiceId={practiceId}
                practiceName={name}
                definition={definition}
                currentYear={currentYear}
                saveFile={saveFile}
              />
            </>
          )}
        </PracticeAnalytikGate>
      )}
    </div>
  );
};

interface MetricBodyProps {
  practiceId: string;
  practiceName: string;
  definition: MetricDefinition;
  currentYear: number;
  saveFile: SaveFile;
}

const MetricBody = ({ practiceId, practiceName, definition, currentYear, saveFile }: MetricBodyProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const { params, update } = useAnalytikSearch();
  const available = definition.years;
  const year = yearFrom(params, available, available.at(-1) ?? currentYear);
  const requested = params.get('view');
  const view: ViewMode =
    definition.viewModes.find((mode) => mode === requested) ?? definition.viewModes[0] ?? 'table';
  const compareParam = params.get('compare');
  const compare = (compareParam === null ? [year - 1] : compareParam.split(',').map(Number))
    .filter((entry) => entry !== year && available.includes(entry))
    .sort((a, b) => b - a);
  const years = [year, ...compare];
  const data = useMetricData({ practiceId, definition, year, years, yearOver: year < currentYear });
  const label = format.text(definition.label);
  const model = data.model;
  const monthlyGoals = model?.monthlyGoals && { year, months: model.monthlyGoals.months };

  return (
    <>
      <div className={styles.controls}>
        <YearSelect years={available} value={year} onChange={(next) => update({ year: String(next) })} />
        <CompareYears
          years={available.filter((entry) => entry !== year)}
          value={compare}
          onChange={(next) => update({ compare: [...next].sort((a, b) => b - a).join(',') })}
        />
        <ViewModeSwitch
          modes={definition.viewModes}
          value={view}
          onChange={(mode) => update({ view: mode })}
        />
      </div>
      {data.notFound && (
        <MessageBar intent="info">
          <MessageBarBody>
            {intl.formatMessage(noDataMessage, { practice: practiceName, year: String(year) })}
          </MessageBarBody>
        </MessageBar>
      )}
      {data.isError && !data.notFound && (
        <LoadError message={analytikMessages.loadError} onRetry={data.refetch} retrying={data.isFetching} />
      )}
      {!model && !data.isError && <Spinner label={intl.formatMessage(analytikMessages.loading)} />}
      {model && (
        <>
          <GoalSection definition={definition} model={model} year={year} practiceId={practiceId} />
          {view === 'table' ? (
            <MetricTableView
              practiceId={practiceId}
              metricId={definition.id}
              label={label}
              practiceName={practiceName}
              saveFile={saveFile}
              unit={definition.unit}
              years={years}
              months={model.months}
              monthlyGoals={monthlyGoals}
              withTotals={model.aggregation === 'sum'}
            />
          ) : (
            <MetricChart
              kind={view}
              metricLabel={label}
              unit={definition.unit}
              years={years}
              months={model.months}
              monthlyGoals={monthlyGoals}
              fallback={<Spinner label={intl.formatMessage(messages.loadingChart)} />}
            />
          )}
        </>
      )}
    </>
  );
};
