import { makeStyles, mergeClasses, ProgressBar, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UpcomingMessage } from '@/api/generated/communication/model';
import { dataTableMessages } from '@/components/data-table/data-table-messages';
import { DataTablePager, type PagerProps } from '@/components/data-table/data-table-pager';
import { capitalizeFirst } from '@/utils/capitalize-first';
import { UpcomingEntry } from './upcoming-entry';
import { upcomingMessages as messages } from './upcoming-messages';
import type { SentenceContext } from './upcoming-sentences';
import { formatDay } from './zoned-format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Always there, so that the bar appearing does not push the list down.
  progress: { minHeight: tokens.strokeWidthThicker },
  days: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  busy: { opacity: 0.6 },
  heading: {
    margin: 0,
    paddingBlockEnd: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
  },
  entries: { margin: 0, padding: 0, listStyleType: 'none' },
});

interface DayGroup {
  day: string;
  messages: UpcomingMessage[];
}

/** The page's messages under their day, in the server's order (the order of sending). */
export const groupByDay = (items: readonly UpcomingMessage[]): DayGroup[] => {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.day === item.day) last.messages.push(item);
    else groups.push({ day: item.day, messages: [item] });
  }
  return groups;
};

interface UpcomingListProps {
  items: readonly UpcomingMessage[];
  context: SentenceContext;
  /** The next page, filter or range is loading: the messages shown are the previous ones. */
  busy: boolean;
  empty: ReactNode;
  pager: PagerProps;
}

/** One page of upcoming messages, a heading per day, with the history's pager under it. */
export const UpcomingList = ({ items, context, busy, empty, pager }: UpcomingListProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const groups = useMemo(() => groupByDay(items), [items]);
  return (
    <div className={styles.root}>
      <div className={styles.progress}>
        {busy && <ProgressBar aria-label={intl.formatMessage(dataTableMessages.loading)} />}
      </div>
      {items.length === 0 && !busy ? (
        empty
      ) : (
        <section
          aria-label={intl.formatMessage(messages.listLabel)}
          aria-busy={busy}
          className={mergeClasses(styles.days, busy && styles.busy)}
        >
          {/* A day the answer lists in two places (out of order) heads each of them. */}
          {groups.map((group, index) => (
            <div key={`${index}:${group.day}`}>
              <h2 className={styles.heading}>
                {capitalizeFirst(
                  formatDay(intl, group.day, { weekday: true, today: context.today }),
                  intl.locale,
                )}
              </h2>
              <ul className={styles.entries}>
                {group.messages.map((message) => (
                  <UpcomingEntry key={message.id} message={message} context={context} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {items.length > 0 && <DataTablePager {...pager} />}
    </div>
  );
};
