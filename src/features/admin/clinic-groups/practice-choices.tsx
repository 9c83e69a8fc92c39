import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PracticePicker, type PracticeChoice } from '@/components/pickers/practice-picker';
import { clinicGroupFormMessages as messages, removeChoiceMessage } from './clinic-group-form-messages';
import type { EntryErrors } from './practice-refusals';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    outlineStyle: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  refused: { backgroundColor: tokens.colorPaletteRedBackground1 },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface PracticeChoicesProps {
  value: readonly PracticeChoice[];
  onChange: (practices: PracticeChoice[]) => void;
  /** The error of the whole choice (none chosen, a conflict): under the picker. */
  error?: string | undefined;
  /** Why the server refused some of them, shown beside each. */
  entryErrors: EntryErrors;
  /** Practices not to offer beside those chosen (the group's members). */
  exclude?: readonly string[];
  required?: boolean;
  disabled?: boolean;
}

/**
 * Several practices, chosen one at a time with the searching practice picker: each choice joins
 * the list under it, where it can be taken off again. Nothing is saved here.
 */
export const PracticeChoices = ({
  value,
  onChange,
  error,
  entryErrors,
  exclude = [],
  required = false,
  disabled = false,
}: PracticeChoicesProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);

  const takeOff = (index: number) => {
    const next = value.filter((_, other) => other !== index);
    onChange(next);
    // The button pressed is gone: the focus goes to the next choice's, or to the list.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      const target = buttons?.[Math.min(index, next.length - 1)] ?? list.current;
      target?.focus();
    });
  };

  return (
    <div className={styles.root}>
      <PracticePicker
        label={intl.formatMessage(messages.practice)}
        hint={intl.formatMessage(messages.practiceHint)}
        required={required}
        value={undefined}
        onChange={(practice) => {
          if (practice && !value.some((chosen) => chosen.id === practice.id)) onChange([...value, practice]);
        }}
        validationMessage={error}
        exclude={[...exclude, ...value.map((chosen) => chosen.id)]}
      />
      <Text id={listId} weight="semibold">
        {intl.formatMessage(messages.chosen)}
      </Text>
      {value.length === 0 ? (
        <Text className={styles.muted}>{intl.formatMessage(messages.noneChosen)}</Text>
      ) : null}
      <ul
        ref={list}
        aria-labelledby={listId}
        tabIndex={-1}
        className={styles.list}
        hidden={value.length === 0}
      >
        {value.map((practice, index) => {
          const refusal = entryErrors[practice.id];
          const errorId = `${listId}-error-${index}`;
          return (
            <li key={practice.id} className={mergeClasses(styles.item, refusal && styles.refused)}>
              <span className={styles.text}>
                <Text>{practice.name}</Text>
                {refusal && (
                  <Text id={errorId} size={200} className={styles.error}>
                    {intl.formatMessage(refusal.message, refusal.values)}
                  </Text>
                )}
              </span>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                disabled={disabled}
                aria-label={intl.formatMessage(removeChoiceMessage, { name: practice.name })}
                {...(refusal ? { 'aria-describedby': errorId } : {})}
                onClick={() => takeOff(index)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
};
