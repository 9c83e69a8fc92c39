import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { PracticeSummary, Province } from '@/api/generated/practices/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { provinceMessages } from '@/components/practice-form/practice-option-messages';
import { adminMessages } from '../shared/admin-messages';
import { practiceListMessages as messages } from './practice-list-messages';
import { AUTOMATED_COMMUNICATIONS } from './practice-option-messages';

export const useColumnStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  // At 375 px the pill must keep its text on one line: wrapped, the text spilled out of it.
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  // The name wraps between words; the pill goes under it when they do not fit side by side.
  nameWrap: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXXS },
});

/**
 * Canada Post's two-letter symbols, the same in English and French: the column stays narrow
 * enough for the list beside an open practice, where "New Brunswick" was cut to "New Br".
 */
export const PROVINCE_CODES: Readonly<Record<Province, string>> = {
  quebec: 'QC',
  ontario: 'ON',
  'new-brunswick': 'NB',
};

type Styles = ReturnType<typeof useColumnStyles> & {
  /** useVisuallyHiddenStyles().hidden: the province's name for screen readers. */
  hidden: string;
};

/**
 * The list's columns; ids are the contract's sort fields where it sorts on them (name, city).
 * The name opens the practice's detail, keeping the list's query. Beside an open detail, the
 * secondary columns (communications, deployment group) step aside: the detail shows both.
 */
export const practiceColumns = (
  intl: IntlShape,
  styles: Styles,
  detailHref: (id: string) => string,
): DataTableColumn<PracticeSummary>[] => [
  {
    id: 'name',
    header: intl.formatMessage(messages.columnName),
    wrap: 'anywhere',
    cell: (row) => (
      <span className={mergeClasses(styles.name, styles.nameWrap)}>
        <Link href={detailHref(row.id)} className={styles.link}>
          {row.name || intl.formatMessage(messages.unknownName)}
        </Link>
        {row.missingInformation && (
          <Badge appearance="tint" color="warning" className={styles.badge}>
            {intl.formatMessage(messages.missingInformation)}
          </Badge>
        )}
      </span>
    ),
  },
  // A city is up to 100 characters: on one line, a long one held the table past its region.
  { id: 'city', header: intl.formatMessage(messages.columnCity), wrap: 'anywhere', cell: (row) => row.city },
  {
    id: 'province',
    header: intl.formatMessage(messages.columnProvince),
    cell: (row) => {
      if (!row.province) return null;
      const name = intl.formatMessage(provinceMessages[row.province]);
      // The symbol for the eye (its name on hover), the name for a screen reader.
      return (
        <>
          <span aria-hidden title={name}>
            {PROVINCE_CODES[row.province]}
          </span>
          <span className={styles.hidden}>{name}</span>
        </>
      );
    },
  },
  {
    id: 'communications',
    secondary: true,
    header: intl.formatMessage(messages.columnCommunications),
    cell: (row) =>
      intl.formatMessage(
        row.activeModules.includes(AUTOMATED_COMMUNICATIONS) ? adminMessages.yes : adminMessages.no,
      ),
  },
  {
    id: 'deploymentGroup',
    secondary: true,
    // A deployment group's name may be one word of up to 80 characters.
    wrap: 'anywhere',
    header: intl.formatMessage(messages.columnDeploymentGroup),
    cell: (row) => row.deploymentGroup?.name,
  },
];
