import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MessageKind } from '@/api/generated/communication/model';
import { settingsMessages as messages } from './settings-messages';

const useStyles = makeStyles({
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
});

/** The rules no setting changes (SPEC §4, §9), for the kinds they concern. */
const RULES: Record<MessageKind, readonly MessageDescriptor[]> = {
  REMINDER: [messages.ruleAppointmentDays, messages.ruleNoneWhenOff],
  CONFIRMATION: [messages.ruleConfirmed, messages.ruleAppointmentDays, messages.ruleNoneWhenOff],
  HYGIENE_RECALL: [messages.ruleRecallAudience, messages.ruleAppointmentDays, messages.ruleNoneWhenOff],
};

export const FixedRules = ({ kind }: { kind: MessageKind }) => {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.fixedRules)}
      </h3>
      <ul className={styles.list} aria-labelledby={headingId}>
        {RULES[kind].map((rule) => (
          <li key={rule.id}>{intl.formatMessage(rule)}</li>
        ))}
      </ul>
    </div>
  );
};
