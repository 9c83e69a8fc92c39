import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  value: { fontVariantNumeric: 'tabular-nums' },
});

export interface TooltipRow {
  id: string;
  label: string;
  value: string;
}

/** The hover box of a chart: the category, then each series' value. Mouse only: the table says the same. */
export const ChartTooltip = ({ title, rows }: { title: string; rows: readonly TooltipRow[] }) => {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <span className={styles.title}>{title}</span>
      {rows.map((row) => (
        <span key={row.id} className={styles.row}>
          <span>{row.label}</span>
          <span className={styles.value}>{row.value}</span>
        </span>
      ))}
    </div>
  );
};
