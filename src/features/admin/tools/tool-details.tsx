import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ToolVersion } from '@/api/generated/tools/model';
import { adminMessages } from '../shared/admin-messages';
import { installationTypeMessages } from './installation-type-messages';
import { toolDetailsMessages as details } from './tool-details-messages';
import { toolsMessages as messages } from './tools-messages';
import { formatWrittenDate } from '@/i18n/format';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
    margin: 0,
    '@media (min-width: 600px)': {
      gridTemplateColumns: 'minmax(10rem, max-content) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  // Each term and its value pair up in the grid's columns.
  row: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  // Addresses, paths and queries are long words: they wrap anywhere rather than widening the dialog.
  value: { margin: 0, overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap' },
  note: { color: tokens.colorNeutralForeground2 },
});

/** Everything SPEC §3 holds about a tool, for any system administrator. */
export const ToolDetails = ({ tool }: { tool: ToolVersion }) => {
  const intl = useIntl();
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(messages.columnLatestVersion), tool.latestVersion],
    [intl.formatMessage(messages.columnMinimalToolVersion), tool.minimalToolVersion],
    [intl.formatMessage(messages.columnMinimalUtilityVersion), tool.minimalUtilityVersion],
    [intl.formatMessage(messages.columnPracticeSystemVersion), tool.dependentPracticeSystemVersion],
    [intl.formatMessage(messages.columnMinimumOsVersion), tool.minimumOsVersion],
    [
      intl.formatMessage(messages.columnInstallationType),
      intl.formatMessage(installationTypeMessages[tool.installationType]),
    ],
    [intl.formatMessage(messages.columnExecutablePath), <code key="path">{tool.executablePath}</code>],
    [
      intl.formatMessage(messages.columnAlwaysRunning),
      intl.formatMessage(tool.isAlwaysRunning ? adminMessages.yes : adminMessages.no),
    ],
    [
      intl.formatMessage(messages.columnActive),
      intl.formatMessage(tool.active ? messages.active : messages.inactive),
    ],
    [intl.formatMessage(details.downloadUrl), tool.downloadUrl],
    [
      intl.formatMessage(details.selectorQuery),
      tool.selectorQuery ? (
        <>
          <code className={styles.code}>{tool.selectorQuery}</code>
          <br />
          <span className={styles.note}>{intl.formatMessage(details.selectorNote)}</span>
        </>
      ) : (
        intl.formatMessage(details.noSelector)
      ),
    ],
    [intl.formatMessage(details.updatedAt), formatWrittenDate(intl, tool.updatedAt, { format: 'dateTime' })],
  ];
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
