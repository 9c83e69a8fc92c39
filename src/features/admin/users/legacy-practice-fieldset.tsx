import { Button, Checkbox, makeStyles, shorthands, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatFieldMessage } from '@/components/forms/field-messages';
import type { LegacyValues } from './legacy-permissions-values';
import {
  KNOWN_LEGACY_PERMISSIONS,
  legacyPermissionLabels,
  removePracticeLabel,
  userRolesMessages,
} from './user-roles-messages';

const useStyles = makeStyles({
  fieldset: {
    margin: 0,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: {
    paddingInline: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  options: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1 },
  // The button names the practice: a name without a break (an import's) wraps inside it rather
  // than push the button past a phone's edge.
  remove: { maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'start' },
});

interface LegacyPracticeFieldsetProps {
  control: Control<LegacyValues>;
  index: number;
  /** The practice's name ('' when it has none). */
  name: string;
  onRemove: () => void;
}

/** The legacy permissions of the user on one practice: the known names, plus any other it holds. */
export const LegacyPracticeFieldset = ({ control, index, name, onRemove }: LegacyPracticeFieldsetProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const errorId = useId();
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ control, name: `practices.${index}.permissions` });
  const practiceName = name || intl.formatMessage(userRolesMessages.unknownPractice);
  const names = [
    ...KNOWN_LEGACY_PERMISSIONS,
    ...value.filter((held) => !KNOWN_LEGACY_PERMISSIONS.includes(held)),
  ];
  const message = error?.message ? formatFieldMessage(intl, error.message) : undefined;
  const toggle = (permission: string, checked: boolean) =>
    onChange(checked ? [...value, permission] : value.filter((held) => held !== permission));

  return (
    <fieldset className={styles.fieldset} {...(message ? { 'aria-describedby': errorId } : {})}>
      <legend className={styles.legend}>{practiceName}</legend>
      <div className={styles.options}>
        {names.map((permission, position) => {
          const label = legacyPermissionLabels[permission];
          return (
            <Checkbox
              key={permission}
              // The first box takes the focus when the form points at this practice's error.
              {...(position === 0 ? { ref } : {})}
              checked={value.includes(permission)}
              onChange={(_event, data) => toggle(permission, data.checked === true)}
              label={label ? intl.formatMessage(label) : permission}
              {...(message ? { 'aria-invalid': true } : {})}
            />
          );
        })}
      </div>
      {message && (
        <Text id={errorId} className={styles.error}>
          {message}
        </Text>
      )}
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onRemove} className={styles.remove}>
        {intl.formatMessage(removePracticeLabel, { practice: practiceName })}
      </Button>
    </fieldset>
  );
};
