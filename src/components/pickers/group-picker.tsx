import { makeStyles, Option, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetGroups } from '@/api/generated/users/users';
import type { Group } from '@/api/generated/users/model';
import { matchesSearch } from '@/utils/search-text';
import { PickerField, StateOption } from './picker-field';
import { groupMembersHint, groupOptionMessage, pickerMessages as messages } from './picker-messages';
import { usePickerState } from './use-picker-state';

const useStyles = makeStyles({
  count: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalS },
});

export interface GroupPickerProps {
  label: string;
  value: Group | undefined;
  onChange: (group: Group | undefined) => void;
  required?: boolean;
  validationMessage?: string | undefined;
  className?: string;
}

/**
 * Chooses a group of practices (getGroups: tens of groups, not paged, so typing filters them
 * here, without regard to case or accents). Once chosen, the group's practices show under it.
 */
export const GroupPicker = ({
  label,
  value,
  onChange,
  required = false,
  validationMessage,
  className,
}: GroupPickerProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const picker = usePickerState(value, onChange);
  const groups = useGetGroups({
    query: { meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'contract'] } },
  });
  const matches = (groups.data ?? []).filter((group) => matchesSearch(group.name, picker.search));
  const hint = value
    ? intl.formatMessage(groupMembersHint, {
        count: value.members.length,
        names: value.members.map((member) => member.name).join(', '),
      })
    : undefined;

  const state = (text: string) => <StateOption value="__state__">{text}</StateOption>;

  return (
    <PickerField
      label={label}
      required={required}
      hint={hint}
      validationMessage={validationMessage}
      className={className}
      placeholder={intl.formatMessage(messages.groupPlaceholder)}
      comboboxProps={{
        ...picker.comboboxProps,
        onOpenChange: (event, data) => {
          picker.comboboxProps.onOpenChange(event, data);
          // A failed load is tried again each time the list opens.
          if (data.open && groups.isError) void groups.refetch();
        },
      }}
      onOptionSelect={(_event, data) => {
        const group = groups.data?.find((candidate) => String(candidate.id) === data.optionValue);
        if (group) picker.chose(group);
      }}
    >
      {groups.isPending && state(intl.formatMessage(messages.groupsLoading))}
      {groups.isError && state(intl.formatMessage(messages.groupsError))}
      {groups.data && matches.length === 0 && state(intl.formatMessage(messages.groupsNone))}
      {matches.map((group) => (
        <Option key={group.id} value={String(group.id)} text={group.name}>
          {group.name}
          <span className={styles.count}>
            {intl.formatMessage(groupOptionMessage, { count: group.members.length })}
          </span>
        </Option>
      ))}
    </PickerField>
  );
};
