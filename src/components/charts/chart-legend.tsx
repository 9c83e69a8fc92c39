import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { REFERENCE_COLOR_TOKEN, SERIES_COLOR_TOKENS } from './chart-palette';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: '0',
    padding: '0',
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { flexShrink: 0, width: '16px', height: '4px', borderRadius: tokens.borderRadiusSmall },
  reference: {
    height: '0',
    borderTopWidth: '2px',
    borderTopStyle: 'dashed',
    borderTopColor: REFERENCE_COLOR_TOKEN,
    borderRadius: '0',
  },
  slot0: { backgroundColor: SERIES_COLOR_TOKENS[0] },
  slot1: { backgroundColor: SERIES_COLOR_TOKENS[1] },
  slot2: { backgroundColor: SERIES_COLOR_TOKENS[2] },
  slot3: { backgroundColor: SERIES_COLOR_TOKENS[3] },
  slot4: { backgroundColor: SERIES_COLOR_TOKENS[4] },
  slot5: { backgroundColor: SERIES_COLOR_TOKENS[5] },
});

export interface LegendEntry {
  id: string;
  label: string;
  slot: number | 'reference';
}

/**
 * The chart's legend as HTML under it: it wraps at any width, zooms with the text and is read
 * like any list, where nivo's SVG legend would overflow a phone.
 */
export const ChartLegend = ({ entries, label }: { entries: readonly LegendEntry[]; label: string }) => {
  const styles = useStyles();
  const slotClass = [styles.slot0, styles.slot1, styles.slot2, styles.slot3, styles.slot4, styles.slot5];
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <span
            aria-hidden="true"
            className={mergeClasses(
              styles.swatch,
              entry.slot === 'reference' ? styles.reference : slotClass[entry.slot % slotClass.length],
            )}
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
};
