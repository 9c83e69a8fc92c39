import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AuditChange } from '@/api/generated/audit/model';
import {
  changeMessage,
  changeMessages as messages,
  moreChangesMessage,
  secretChangeMessage,
} from './audit-log-messages';

/** A value longer than this shows its start, with "Show all" for the whole of it. */
const SHORT_VALUE = 48;
/** The changes an entry shows before "Show all": a template's edit may list many. */
const SHORT_LIST = 3;

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
  // Each change on its own lines, wrapping anywhere: a template's text or a JSON list is one
  // long word to the table, which would otherwise hold its column past the region's edge.
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    minWidth: '12rem',
  },
  more: { color: tokens.colorNeutralForeground2 },
});

const shorten = (value: string, whole: boolean) =>
  whole || value.length <= SHORT_VALUE ? value : `${value.slice(0, SHORT_VALUE).trimEnd()}…`;

/** "sendHour: 9 → 10"; a secret says it changed, without its values. */
const changeText = (intl: IntlShape, change: AuditChange, whole: boolean): string => {
  if (change.before === undefined && change.after === undefined)
    return intl.formatMessage(secretChangeMessage, { field: change.field });
  return intl.formatMessage(changeMessage, {
    field: change.field,
    before: change.before === undefined ? intl.formatMessage(messages.none) : shorten(change.before, whole),
    after: change.after === undefined ? intl.formatMessage(messages.removed) : shorten(change.after, whole),
  });
};

const isLong = (change: AuditChange) =>
  (change.before?.length ?? 0) > SHORT_VALUE || (change.after?.length ?? 0) > SHORT_VALUE;

/**
 * The changed fields of an entry, each "field: before → after", in the table's cell: the first
 * ones, values shortened; "Show all" opens the whole of them in place, and says so to a screen
 * reader (aria-expanded).
 */
export const AuditChanges = ({ changes }: { changes: readonly AuditChange[] }) => {
  const intl = useIntl();
  const styles = useStyles();
  const listId = useId();
  const [whole, setWhole] = useState(false);
  const shown = whole ? changes : changes.slice(0, SHORT_LIST);
  const hidden = changes.length - shown.length;
  const shortened = changes.length > SHORT_LIST || changes.some(isLong);
  return (
    <div className={styles.cell}>
      <ul id={listId} className={styles.list}>
        {shown.map((change, index) => (
          // The contract lists each field once per entry; the index only keeps React's keys apart.
          <li key={`${change.field}-${index}`}>{changeText(intl, change, whole)}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <span className={styles.more}>{intl.formatMessage(moreChangesMessage, { count: hidden })}</span>
      )}
      {shortened && (
        <Button
          appearance="transparent"
          size="small"
          aria-expanded={whole}
          aria-controls={listId}
          onClick={() => setWhole(!whole)}
        >
          {intl.formatMessage(whole ? messages.showLess : messages.showAll)}
        </Button>
      )}
    </div>
  );
};
