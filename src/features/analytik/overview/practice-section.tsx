import {
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import { hrefs } from '@/config/paths';
import { AnalytikLink } from '../shared/analytik-link';
import { PracticeAnalytikGate } from '../shared/practice-analytik-gate';
import { PracticeYearMetrics } from '../shared/practice-year-metrics';
import { practiceLinkMessage } from './overview-messages';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
  },
  // A practice name longer than the screen wraps, breaking a long word, instead of being cut.
  header: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0, textAlign: 'start' },
});

export interface OverviewPractice {
  id: string;
  name: string;
  /** Known for the current practice (the session read it); read on opening for the others. */
  activeModules?: readonly string[];
}

interface PracticeSectionProps {
  practice: OverviewPractice;
  year: number;
  definitions: readonly MetricDefinition[];
}

/**
 * One practice of the overview: a heading that opens and closes it, and a region named after
 * the practice (the WAI accordion pattern). Fluent renders a closed panel's content not at all,
 * so a practice's metrics load when it is first opened.
 */
export const PracticeSection = ({ practice, year, definitions }: PracticeSectionProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const headerId = useId();
  return (
    <AccordionItem value={practice.id}>
      <AccordionHeader as="h2" size="large" button={{ id: headerId, className: styles.header }}>
        {practice.name}
      </AccordionHeader>
      <AccordionPanel className={styles.panel} role="region" aria-labelledby={headerId}>
        <PracticeAnalytikGate
          practiceId={practice.id}
          known={
            practice.activeModules
              ? { name: practice.name, activeModules: practice.activeModules }
              : undefined
          }
        >
          {({ name }) => (
            <>
              <AnalytikLink standalone href={`${hrefs.analytikPractice(practice.id)}?year=${year}`}>
                {intl.formatMessage(practiceLinkMessage, { practice: name })}
              </AnalytikLink>
              <PracticeYearMetrics
                practiceId={practice.id}
                practiceName={name}
                year={year}
                definitions={definitions}
                groupHeadingLevel={3}
              />
            </>
          )}
        </PracticeAnalytikGate>
      </AccordionPanel>
    </AccordionItem>
  );
};
