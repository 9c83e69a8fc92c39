import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMetricFormat } from '../shared/metric-format';
import type { MetricUnit } from '@/api/generated/analytik/model';
import { metricTableMessages, monthlyGoalColumnMessage } from '@/i18n/analytik-labels';
import { totalOf } from '@/domain/analytik-goals';
import type { MetricTableValues } from '@/utils/metric-csv';
import { metricMessages as messages } from './metric-messages';

const useStyles = makeStyles({
  // Keyboard users scroll it too when a phone is narrower than the columns.
  scroll: {
    overflowX: 'auto',
    maxWidth: '100%',
    ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  table: {
    borderCollapse: 'collapse',
    minWidth: '100%',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontVariantNumeric: 'tabular-nums',
  },
  caption: {
    textAlign: 'start',
    paddingBottom: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: {
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
    textAlign: 'end',
    whiteSpace: 'nowrap',
  },
  rowHeader: { textAlign: 'start', fontWeight: tokens.fontWeightRegular },
  columnHeader: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  total: { fontWeight: tokens.fontWeightSemibold },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** What the metric's table shows: its values, their unit, and the metric and practice they are of. */
export interface MetricTableData extends MetricTableValues {
  /** The metric's name in the language shown and its practice's, which name the file. */
  label: string;
  practiceName: string;
  unit: MetricUnit;
}

type MetricTableProps = Omit<MetricTableData, 'label' | 'practiceName'> & { caption: string };

/** The monthly values as a table: the accessible alternative of the charts, and a view of its own. */
export const MetricTable = ({ caption, unit, years, months, monthlyGoals, withTotals }: MetricTableProps) => {
  const intl = useIntl();
  const format = useMetricFormat();
  const styles = useStyles();
  const captionId = useId();
  const cellValue = (value: number | undefined) =>
    value === undefined ? (
      <span className={styles.empty}>{intl.formatMessage(messages.noValue)}</span>
    ) : (
      format.value(unit, value)
    );
  const goalHeader =
    monthlyGoals && intl.formatMessage(monthlyGoalColumnMessage, { year: String(monthlyGoals.year) });

  return (
    // A scrollable region needs a name and the focus (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(styles.cell, styles.rowHeader, styles.columnHeader)}>
              {intl.formatMessage(metricTableMessages.month)}
            </th>
            {years.map((year) => (
              <th key={year} scope="col" className={mergeClasses(styles.cell, styles.columnHeader)}>
                {year}
              </th>
            ))}
            {goalHeader && (
              <th scope="col" className={mergeClasses(styles.cell, styles.columnHeader)}>
                {goalHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 12 }, (_, index) => (
            <tr key={index}>
              <th scope="row" className={mergeClasses(styles.cell, styles.rowHeader)}>
                {format.month(index + 1, 'long')}
              </th>
              {years.map((year) => (
                <td key={year} className={styles.cell}>
                  {cellValue(months.get(year)?.[index])}
                </td>
              ))}
              {monthlyGoals && <td className={styles.cell}>{cellValue(monthlyGoals.months[index])}</td>}
            </tr>
          ))}
        </tbody>
        {withTotals && (
          <tfoot>
            <tr className={styles.total}>
              <th scope="row" className={mergeClasses(styles.cell, styles.rowHeader, styles.total)}>
                {intl.formatMessage(metricTableMessages.total)}
              </th>
              {years.map((year) => (
                <td key={year} className={styles.cell}>
                  {cellValue(totalOf(months.get(year) ?? []))}
                </td>
              ))}
              {monthlyGoals && <td className={styles.cell}>{cellValue(totalOf(monthlyGoals.months))}</td>}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
};
