import { Badge, Button, Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UpcomingMessage } from '@/api/generated/communication/model';
import { settingsHref } from '../shared/kinds';
import { RenderedMessage } from './rendered-message';
import { channelLabels, kindLabels, languageLabels } from '@/i18n/communication-labels';
import {
  fileNumberMessage,
  patientMessage,
  statusLabels,
  upcomingMessages as messages,
} from './upcoming-messages';
import { describeHold, describeReason, describeSending, type SentenceContext } from './upcoming-sentences';

const useStyles = makeStyles({
  entry: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    maxWidth: '100%',
  },
  // A name of 200 characters breaks rather than widening the page.
  name: { overflowWrap: 'anywhere', minWidth: 0 },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  reason: { fontWeight: tokens.fontWeightSemibold },
  panel: { alignSelf: 'stretch', minWidth: 0 },
});

/**
 * One upcoming message: for whom, what goes and when, or why it will not, and its text on demand
 * (a disclosure button: the list stays short to scan).
 */
export const UpcomingEntry = ({
  message,
  context,
}: {
  message: UpcomingMessage;
  context: SentenceContext;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const nameId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const reason = describeReason(intl, message, context);
  const hold = describeHold(intl, message, context);
  const planned = message.status === 'PLANNED';
  return (
    <li className={styles.entry}>
      <div className={styles.header}>
        <Text weight="semibold" id={nameId} className={styles.name}>
          {intl.formatMessage(patientMessage, message.patient)}
        </Text>
        <Text className={styles.meta}>
          {intl.formatMessage(fileNumberMessage, { fileNumber: message.patient.fileNumber })}
        </Text>
        <Badge appearance="tint" color={planned ? 'success' : 'warning'}>
          {intl.formatMessage(statusLabels[message.status])}
        </Badge>
      </div>
      <Text size={200} className={styles.meta}>
        {[
          intl.formatMessage(kindLabels[message.kind]),
          intl.formatMessage(channelLabels[message.channel]),
          intl.formatMessage(languageLabels[message.language]),
        ].join(' · ')}
      </Text>
      <Text>{describeSending(intl, message, context)}</Text>
      {hold && <Text className={styles.meta}>{hold}</Text>}
      {reason && (
        <Text className={styles.reason}>
          {reason}
          {message.reason === 'KIND_DISABLED' && (
            <>
              {' · '}
              <Link href={settingsHref[message.kind]} asChild>
                <FluentLink>{intl.formatMessage(messages.openSettings)}</FluentLink>
              </Link>
            </>
          )}
        </Text>
      )}
      <Button
        appearance="transparent"
        size="small"
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={nameId}
        onClick={() => setOpen((value) => !value)}
      >
        {intl.formatMessage(open ? messages.hideMessage : messages.showMessage)}
      </Button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && <RenderedMessage message={message} />}
      </div>
    </li>
  );
};
