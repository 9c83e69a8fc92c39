import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AuditEntry } from '@/api/generated/audit/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { auditActionLabels, auditSubjectLabels } from '@/i18n/audit-labels';
import { formatWrittenDate } from '@/i18n/format';
import { AuditChanges } from './audit-changes';
import { actorKindLabels, columnMessages as messages } from './audit-log-messages';
import { AUDIT_TIME_ZONE } from './audit-log-query';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
  },
  secondary: { color: tokens.colorNeutralForeground2 },
});

type Styles = ReturnType<typeof useStyles>;

const actorCell = (intl: IntlShape, styles: Styles, { actor }: AuditEntry) => (
  <div className={styles.stack}>
    <Text>{actor.name}</Text>
    {actor.email && (
      <Text size={200} className={styles.secondary}>
        {actor.email}
      </Text>
    )}
    <Text size={200} className={styles.secondary}>
      {intl.formatMessage(actorKindLabels[actor.kind])}
    </Text>
  </div>
);

/** The action on its subject in words, then the subject's name as it read then, and any detail. */
const whatCell = (intl: IntlShape, styles: Styles, { action, subject, detail }: AuditEntry) => (
  <div className={styles.stack}>
    <Text>
      <Text weight="semibold">{intl.formatMessage(auditActionLabels[action])}</Text>
      {' · '}
      {intl.formatMessage(auditSubjectLabels[subject.type])}
    </Text>
    {subject.label && <Text>{subject.label}</Text>}
    {detail && (
      <Text size={200} className={styles.secondary}>
        {detail}
      </Text>
    )}
  </div>
);

/**
 * When, who, (on the administration page) which practice, what, and the changes. Every text
 * column wraps, anywhere for the long words (emails, JSON values): on a phone the table keeps to
 * its own scrolling region and no label is cut.
 */
export const useAuditColumns = (withPractice: boolean): DataTableColumn<AuditEntry>[] => {
  const intl = useIntl();
  const styles = useStyles();
  return useMemo(() => {
    const columns: DataTableColumn<AuditEntry>[] = [
      {
        // The contract's sort field: the header sorts newest or oldest first.
        id: 'at',
        header: intl.formatMessage(messages.at),
        wrap: true,
        cell: (row) => formatWrittenDate(intl, row.at, { format: 'dateTime', timeZone: AUDIT_TIME_ZONE }),
      },
      {
        id: 'actor',
        header: intl.formatMessage(messages.actor),
        wrap: 'anywhere',
        cell: (row) => actorCell(intl, styles, row),
      },
    ];
    if (withPractice)
      columns.push({
        id: 'practice',
        header: intl.formatMessage(messages.practice),
        wrap: true,
        cell: (row) => row.practice?.name ?? intl.formatMessage(messages.noPractice),
      });
    columns.push(
      {
        id: 'what',
        header: intl.formatMessage(messages.what),
        wrap: 'anywhere',
        cell: (row) => whatCell(intl, styles, row),
      },
      {
        id: 'changes',
        header: intl.formatMessage(messages.changes),
        wrap: 'anywhere',
        cell: (row) => (row.changes?.length ? <AuditChanges changes={row.changes} /> : null),
      },
    );
    return columns;
  }, [intl, styles, withPractice]);
};
