import { makeStyles, mergeClasses, Tab, TabList, Title1, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useUrlState } from '@/components/data-table/use-url-state';
import { PageContainer } from '@/components/layout/page-container';
import { SmsPackageBanner } from '../shared/sms-package-banner';
import { OptOutsTab } from './opt-outs-tab';
import { upcomingMessages as messages } from './upcoming-messages';
import type { UpcomingPractice } from './upcoming-query';
import { UpcomingTab } from './upcoming-tab';

const TABS = ['upcoming', 'opt-outs'] as const;
type TabName = (typeof TABS)[number];

/**
 * `?tab=opt-outs` opens the second tab (module level: useUrlState keys on the shape's identity).
 * Both tabs page with `page` and `pageSize`: a switch starts the other tab on its first page.
 */
const tabShape = {
  tab: z.enum(TABS).default('upcoming'),
  page: z.string().optional(),
  pageSize: z.string().optional(),
};

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  tabs: { flexWrap: 'wrap' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  // The `hidden` attribute alone loses to the panel's own display.
  hidden: { display: 'none' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * What the rules will send in the coming days and what they hold back, and the patients who
 * stopped a channel: the practice's answer to "why did Mrs. Côté get no recall?".
 */
export const UpcomingScreen = ({ practice }: { practice: UpcomingPractice }) => {
  const intl = useIntl();
  const styles = useStyles();
  const baseId = useId();
  const [{ tab }, setUrl] = useUrlState(tabShape);
  const tabId = (name: TabName) => `${baseId}-tab-${name}`;
  const panelId = (name: TabName) => `${baseId}-panel-${name}`;
  // Every panel exists for its tab's aria-controls; only the open one loads its data.
  const panel = (name: TabName, content: ReactNode) => (
    <div
      role="tabpanel"
      id={panelId(name)}
      aria-labelledby={tabId(name)}
      hidden={tab !== name}
      tabIndex={0}
      className={mergeClasses(styles.panel, tab !== name && styles.hidden)}
    >
      {tab === name && content}
    </div>
  );

  return (
    <PageContainer className={styles.page}>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <TabList
        className={styles.tabs}
        aria-label={intl.formatMessage(messages.tabs)}
        selectedValue={tab}
        onTabSelect={(_, data) => {
          const next = TABS.find((name) => name === data.value);
          if (next && next !== tab)
            setUrl({ tab: next, page: undefined, pageSize: undefined }, { replace: true });
        }}
      >
        <Tab value="upcoming" id={tabId('upcoming')} aria-controls={panelId('upcoming')}>
          {intl.formatMessage(messages.tabUpcoming)}
        </Tab>
        <Tab value="opt-outs" id={tabId('opt-outs')} aria-controls={panelId('opt-outs')}>
          {intl.formatMessage(messages.tabOptOuts)}
        </Tab>
      </TabList>
      {panel('upcoming', <UpcomingTab practice={practice} />)}
      {panel(
        'opt-outs',
        // The upcoming tab says the package in its forecast's message: one SMS warning a screen.
        <div className={styles.stack}>
          <SmsPackageBanner practiceId={practice.id} />
          <OptOutsTab practice={practice} />
        </div>,
      )}
    </PageContainer>
  );
};
