import {
  Badge,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { useGetPractice } from '@/api/generated/practices/practices';
import { LoadError } from '@/components/feedback/load-error';
import { useUrlState } from '@/components/data-table/use-url-state';
import { adminMessages } from '../shared/admin-messages';
import { DeploymentsTab } from './deployments-tab';
import { ModulesTab } from './modules-tab';
import { MonitoringTab } from './monitoring-tab';
import { OverviewTab } from './overview-tab';
import { practiceDetailMessages as messages } from './practice-detail-messages';
import { practiceListMessages } from './practice-list-messages';

const TABS = ['overview', 'modules', 'deployments', 'monitoring'] as const;
type TabName = (typeof TABS)[number];

// Module level: useUrlState keys on the shape's identity. `tab=` lets a link open a tab.
const tabShape = { tab: z.enum(TABS).default('overview') };

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { margin: 0, overflowWrap: 'anywhere' },
  badge: { whiteSpace: 'nowrap' },
  // Four tabs do not fit a phone's width on one line: they wrap rather than scroll the page.
  tabs: { flexWrap: 'wrap' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    paddingBlockStart: tokens.spacingVerticalM,
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  // The `hidden` attribute alone loses to the panel's own display.
  hidden: { display: 'none' },
});

interface PracticeDetailProps {
  practiceId: string;
  readOnly: boolean;
}

/**
 * One practice with its technical fields (completeDetails), in the tabs of SPEC §2. The overview
 * stays mounted behind the other tabs, so that what was typed there survives a look elsewhere.
 */
export const PracticeDetail = ({ practiceId, readOnly }: PracticeDetailProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const baseId = useId();
  const [{ tab }, setUrl] = useUrlState(tabShape);
  const query = useGetPractice(practiceId, { completeDetails: true });
  const practice = query.data;

  if (!practice) {
    if (query.isPending) return <Spinner label={intl.formatMessage(messages.loading)} />;
    if (isApiError(query.error) && query.error.kind === 'not-found')
      return <Text role="alert">{intl.formatMessage(adminMessages.notFound)}</Text>;
    return <LoadError message={messages.loadError} onRetry={query.refetch} retrying={query.isFetching} />;
  }

  const tabId = (name: TabName) => `${baseId}-tab-${name}`;
  const panelId = (name: TabName) => `${baseId}-panel-${name}`;
  const panel = (name: TabName, content: ReactNode) => (
    <div
      role="tabpanel"
      id={panelId(name)}
      aria-labelledby={tabId(name)}
      hidden={tab !== name}
      tabIndex={0}
      className={mergeClasses(styles.panel, tab !== name && styles.hidden)}
    >
      {content}
    </div>
  );

  return (
    <>
      <div className={styles.heading}>
        <Subtitle1 as="h2" className={styles.name}>
          {practice.name || intl.formatMessage(practiceListMessages.unknownName)}
        </Subtitle1>
        {practice.missingInformation && (
          <Badge appearance="tint" color="warning" className={styles.badge}>
            {intl.formatMessage(practiceListMessages.missingInformation)}
          </Badge>
        )}
      </div>
      <TabList
        className={styles.tabs}
        aria-label={intl.formatMessage(messages.tabs)}
        selectedValue={tab}
        onTabSelect={(_, data) => {
          const next = TABS.find((name) => name === data.value);
          if (next) setUrl({ tab: next }, { replace: true });
        }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} id={tabId(name)} aria-controls={panelId(name)}>
            {intl.formatMessage(messages[name])}
          </Tab>
        ))}
      </TabList>
      {panel('overview', <OverviewTab practice={practice} readOnly={readOnly} />)}
      {/* Every panel exists for its tab's aria-controls; the others load their data when opened. */}
      {panel('modules', tab === 'modules' && <ModulesTab practiceId={practice.id} readOnly={readOnly} />)}
      {panel(
        'deployments',
        tab === 'deployments' && <DeploymentsTab practice={practice} readOnly={readOnly} />,
      )}
      {panel('monitoring', tab === 'monitoring' && <MonitoringTab practice={practice} />)}
    </>
  );
};
