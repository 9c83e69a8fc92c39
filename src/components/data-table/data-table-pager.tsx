import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useId, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { dataTableMessages as messages, pageOfTotalMessage } from './data-table-messages';
import { LabelTooltip } from '@/components/tooltip/label-tooltip';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  pages: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface PagerProps {
  page: number;
  totalPages: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const PageButton = ({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  disabled: boolean;
  onClick: () => void;
}) => (
  <LabelTooltip content={label}>
    <Button
      appearance="subtle"
      icon={icon}
      disabled={disabled}
      disabledFocusable={disabled}
      onClick={onClick}
    />
  </LabelTooltip>
);

/** Page buttons with "Page 3 of 400" between them, and the page size beside them. */
export const DataTablePager = ({
  page,
  totalPages,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: PagerProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const statusId = useId();
  const last = Math.max(totalPages, 1);
  const atStart = page <= 1;
  const atEnd = page >= last;
  return (
    <div className={styles.pager}>
      <Field label={intl.formatMessage(messages.pageSize)} orientation="horizontal" className={styles.size}>
        <Select value={String(pageSize)} onChange={(_, data) => onPageSizeChange(Number(data.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </Select>
      </Field>
      <nav className={styles.pages} aria-label={intl.formatMessage(messages.pager)}>
        <PageButton
          label={intl.formatMessage(messages.first)}
          icon={<ChevronDoubleLeftRegular />}
          disabled={atStart}
          onClick={() => onPageChange(1)}
        />
        <PageButton
          label={intl.formatMessage(messages.previous)}
          icon={<ChevronLeftRegular />}
          disabled={atStart}
          onClick={() => onPageChange(page - 1)}
        />
        <Text id={statusId} aria-live="polite">
          {intl.formatMessage(pageOfTotalMessage, { page, totalPages: last })}
        </Text>
        <PageButton
          label={intl.formatMessage(messages.next)}
          icon={<ChevronRightRegular />}
          disabled={atEnd}
          onClick={() => onPageChange(page + 1)}
        />
        <PageButton
          label={intl.formatMessage(messages.last)}
          icon={<ChevronDoubleRightRegular />}
          disabled={atEnd}
          onClick={() => onPageChange(last)}
        />
      </nav>
    </div>
  );
};
