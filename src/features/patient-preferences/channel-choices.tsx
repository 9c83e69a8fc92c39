import { Caption1, Checkbox, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Channel, ConsentCategory, PreferenceChoice } from '@/api/generated/public/model';
import { preferencesMessages } from './preferences-messages';

const useStyles = makeStyles({
  // A fieldset for its legend (screen readers name each checkbox's group), without its frame.
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    minWidth: 0,
    ...shorthands.borderStyle('none'),
  },
  // Subtitle2's type, on the legend itself (Fluent's Text cannot render as a legend).
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  choice: { display: 'flex', flexDirection: 'column' },
  // Under the label's text, past the box: the hint reads as part of the choice.
  hint: {
    color: tokens.colorNeutralForeground3,
    paddingLeft: `calc(${tokens.spacingHorizontalS} * 2 + 16px)`,
  },
});

const CATEGORY_TEXTS = {
  APPOINTMENTS: [preferencesMessages.appointments, preferencesMessages.appointmentsHint],
  RECALLS: [preferencesMessages.recalls, preferencesMessages.recallsHint],
} as const;

const CategoryChoice = ({
  choice,
  disabled,
  onChange,
}: {
  choice: PreferenceChoice;
  disabled: boolean;
  onChange: (category: ConsentCategory, receives: boolean) => void;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const hintId = useId();
  const [label, hint] = CATEGORY_TEXTS[choice.category];
  return (
    <div className={styles.choice}>
      <Checkbox
        label={intl.formatMessage(label)}
        checked={choice.receives}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(_, data) => onChange(choice.category, data.checked === true)}
      />
      <Caption1 id={hintId} className={styles.hint}>
        {intl.formatMessage(hint)}
      </Caption1>
    </div>
  );
};

/** The patient's choices on one channel: one checkbox per category, with what it means. */
export const ChannelChoices = ({
  channel,
  choices,
  disabled,
  onChange,
}: {
  channel: Channel;
  choices: readonly PreferenceChoice[];
  disabled: boolean;
  onChange: (channel: Channel, category: ConsentCategory, receives: boolean) => void;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {intl.formatMessage(channel === 'SMS' ? preferencesMessages.bySms : preferencesMessages.byEmail)}
      </legend>
      {choices.map((choice) => (
        <CategoryChoice
          key={choice.category}
          choice={choice}
          disabled={disabled}
          onChange={(category, receives) => onChange(channel, category, receives)}
        />
      ))}
    </fieldset>
  );
};
