import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { parseGoalNumber } from './goal-number';
import { goalsMessages as messages } from './goals-messages';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: {
    margin: '0',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalXL },
  raise: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  percent: { maxWidth: '16rem' },
  // Aligned with the input, below the field's label.
  apply: { marginTop: tokens.spacingVerticalXXL },
});

interface GoalHelpersProps {
  canFill: boolean;
  onFill: () => void;
  onRaise: (percent: number) => void;
}

/** Fill every goal from last year, or raise every typed goal by a percentage: the form keeps them editable. */
export const GoalHelpers = ({ canFill, onFill, onRaise }: GoalHelpersProps) => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const styles = useStyles();
  const headingId = useId();
  const [percent, setPercent] = useState('');
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const value = parseGoalNumber(percent, locale);
    if (value === undefined || Number.isNaN(value) || value > 100) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onRaise(value);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.helpers)}
      </h2>
      <div className={styles.tools}>
        <Button type="button" className={styles.apply} disabled={!canFill} onClick={onFill}>
          {intl.formatMessage(messages.fromLastYear)}
        </Button>
        <div className={styles.raise}>
          <Field
            className={styles.percent}
            label={intl.formatMessage(messages.raiseBy)}
            hint={intl.formatMessage(messages.raiseHint)}
            validationState={invalid ? 'error' : 'none'}
            validationMessage={invalid ? intl.formatMessage(messages.raiseInvalid) : undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={percent}
              onChange={(_, data) => setPercent(data.value)}
              onKeyDown={(event) => {
                // Enter applies here: it must not submit (save) the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
          </Field>
          <Button type="button" className={styles.apply} onClick={apply}>
            {intl.formatMessage(messages.apply)}
          </Button>
        </div>
      </div>
    </section>
  );
};
