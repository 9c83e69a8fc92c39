import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { PracticeSummary } from '@/api/generated/practices/model';
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
});

type Styles = ReturnType<typeof useColumnStyles>;

/**
 * The list's columns; ids are the contract's sort fields where it sorts on them (name, city).
 * The name opens the practice's detail, keeping the list's query.
 */
export const practiceColumns = (
  intl: IntlShape,
  styles: Styles,
  detailHref: (id: string) => string,
): DataTableColumn<PracticeSummary>[] => [
  {
    id: 'name',
    header: intl.formatMessage(messages.columnName),
    cell: (row) => (
      <span className={styles.name}>
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
  { id: 'city', header: intl.formatMessage(messages.columnCity), cell: (row) => row.city },
  {
    id: 'province',
    header: intl.formatMessage(messages.columnProvince),
    cell: (row) => (row.province ? intl.formatMessage(provinceMessages[row.province]) : null),
  },
  {
    id: 'communications',
    header: intl.formatMessage(messages.columnCommunications),
    cell: (row) =>
      intl.formatMessage(
        row.activeModules.includes(AUTOMATED_COMMUNICATIONS) ? adminMessages.yes : adminMessages.no,
      ),
  },
  {
    id: 'deploymentGroup',
    header: intl.formatMessage(messages.columnDeploymentGroup),
    cell: (row) => row.deploymentGroup?.name,
  },
];
