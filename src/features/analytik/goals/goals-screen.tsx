import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { useIntl } from 'react-intl';
import { useGetGoals } from '@/api/generated/analytik/analytik';
import { confirmLeave } from '@/lib/navigation/leave-guard';
import { analytikMessages } from '../shared/analytik-messages';
import { PracticeAnalytikGate } from '../shared/practice-analytik-gate';
import { useMetricDefinitions, usePracticeYear, yearsOf } from '../shared/use-analytik-data';
import { useAnalytikSearch, yearFrom } from '../shared/use-analytik-search';
import { YearSelect } from '../shared/year-select';
import { GoalsForm } from './goals-form';
import { goalsExportMessages, goalsMessages as messages, projectedNoteMessage } from './goals-messages';
import { useMetricFormat } from '../shared/metric-format';
import { AnalytikTableExport, tableDownloadLoader } from '../shared/analytik-table-export';
import type { GoalsFile } from './goals-download';
import { goalReferences } from '@/domain/analytik-goal-reference';
import { saveBlob, type SaveFile } from '@/utils/save-file';

// The export's request comes when the button is first approached, not with the page.
const download = tableDownloadLoader<GoalsFile>(async () => (await import('./goals-download')).GoalsDownload);

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXL },
  practice: { minWidth: 'min(100%, 16rem)' },
});

export interface GoalsPractice {
  id: string;
  name: string;
  /** The user's role lets them change its goals (the API has the last word). */
  canEdit: boolean;
  activeModules?: readonly string[] | undefined;
}

/** /analytik/goals: choose a practice and a year, then set one goal per metric. */
interface GoalsScreenProps {
  practices: readonly GoalsPractice[];
  /** Where the goals' export goes; the browser's download by default (tests read what it gets). */
  saveFile?: SaveFile;
}

export const GoalsScreen = ({ practices, saveFile = saveBlob }: GoalsScreenProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const definitions = useMetricDefinitions();
  const { params, update } = useAnalytikSearch();
  const dataYears = definitions.data ? yearsOf(definitions.data) : [];
  const currentYear = dataYears.at(-1);
  // Next year's goals are set before it starts: it is offered once this year has data.
  const years = currentYear === undefined ? [] : [...dataYears, currentYear + 1];
  const year = currentYear === undefined ? undefined : yearFrom(params, years, currentYear);
  const practice = practices.find((entry) => entry.id === params.get('practice')) ?? practices[0];

  // Another practice or year is another form: ask before dropping what was typed.
  const choose = (changes: Record<string, string>) =>
    void confirmLeave().then((leave) => {
      if (leave) update(changes);
    });

  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
        <Text className={styles.muted}>{intl.formatMessage(messages.intro)}</Text>
      </div>
      {definitions.isPending && <Spinner label={intl.formatMessage(analytikMessages.loading)} />}
      {definitions.isError && (
        <LoadError
          message={analytikMessages.loadError}
          onRetry={definitions.refetch}
          retrying={definitions.isFetching}
        />
      )}
      {!practice && <Text>{intl.formatMessage(analytikMessages.noPractice)}</Text>}
      {definitions.data && year !== undefined && practice && (
        <>
          <div className={styles.toolbar}>
            <Field label={intl.formatMessage(messages.practice)} className={styles.practice}>
              <Select value={practice.id} onChange={(_, data) => choose({ practice: data.value })}>
                {practices.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </Select>
            </Field>
            <YearSelect years={years} value={year} onChange={(next) => choose({ year: String(next) })} />
          </div>
          <PracticeAnalytikGate
            practiceId={practice.id}
            known={practice.activeModules && { name: practice.name, activeModules: practice.activeModules }}
          >
            {({ name }) => (
              <PracticeGoals
                key={`${practice.id}-${year}`}
                practice={{ ...practice, name }}
                year={year}
                definitions={definitions.data}
                saveFile={saveFile}
              />
            )}
          </PracticeAnalytikGate>
        </>
      )}
    </div>
  );
};

interface PracticeGoalsProps {
  practice: GoalsPractice;
  year: number;
  definitions: NonNullable<ReturnType<typeof useMetricDefinitions>['data']>;
  saveFile: SaveFile;
}

const PracticeGoals = ({ practice, year, definitions, saveFile }: PracticeGoalsProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const [refused, setRefused] = useState(false);
  const goals = useGetGoals({ practiceId: practice.id, year });
  const lastYear = usePracticeYear(practice.id, year - 1);
  const readOnly = !practice.canEdit || refused;

  if (goals.isError || lastYear.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{intl.formatMessage(analytikMessages.loadError)}</MessageBarBody>
        <MessageBarActions>
          <Button
            disabled={goals.isFetching || lastYear.isFetching}
            onClick={() => {
              void goals.refetch();
              lastYear.refetch();
            }}
          >
            {intl.formatMessage(analytikMessages.retry)}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!goals.data || (lastYear.isPending && !lastYear.noData)) {
    return <Spinner label={intl.formatMessage(analytikMessages.loading)} />;
  }
  const references = goalReferences(definitions, lastYear.summary, lastYear.previousYear);
  const projected = [...references.values()].some((reference) => reference.projected);

  return (
    <>
      <AnalytikTableExport
        download={download}
        file={{ practiceId: practice.id, practiceName: practice.name, year }}
        hint={intl.formatMessage(goalsExportMessages.hint)}
        saveFile={saveFile}
      />
      {readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage(messages.readOnly)}</MessageBarBody>
        </MessageBar>
      )}
      {projected && lastYear.summary && (
        <MessageBar intent="info">
          <MessageBarBody>
            {intl.formatMessage(projectedNoteMessage, {
              year: String(year - 1),
              date: format.day(lastYear.summary.dataThrough),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      <GoalsForm
        practiceId={practice.id}
        practiceName={practice.name}
        year={year}
        definitions={definitions}
        saved={goals.data}
        references={references}
        readOnly={readOnly}
        onRefused={() => setRefused(true)}
      />
    </>
  );
};
