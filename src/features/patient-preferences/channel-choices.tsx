import { Caption1, makeStyles, shorthands, tokens } from '@fluentui/react-components';
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
  // The browser's own checkbox, in the brand's colour: Fluent's Checkbox brings its label and
  // field code, 8 KB gzip of a page that must stay light on a phone (decision 056).
  choice: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  box: {
    width: '20px',
    height: '20px',
    margin: 0,
    marginTop: '1px',
    accentColor: tokens.colorCompoundBrandBackground,
    cursor: 'pointer',
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: tokens.strokeWidthThin,
    },
    ':disabled': { cursor: 'default' },
  },
  label: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
  },
  // Under the label's text, in the second column: it reads as part of the choice.
  hint: { gridColumnStart: 2, color: tokens.colorNeutralForeground3 },
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
  const id = useId();
  const [label, hint] = CATEGORY_TEXTS[choice.category];
  return (
    <div className={styles.choice}>
      <input
        id={`${id}-box`}
        type="checkbox"
        className={styles.box}
        checked={choice.receives}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(choice.category, event.target.checked)}
      />
      <label htmlFor={`${id}-box`} className={styles.label}>
        {intl.formatMessage(label)}
      </label>
      <Caption1 id={`${id}-hint`} className={styles.hint}>
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
