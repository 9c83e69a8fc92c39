import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { adminMessages } from '../shared/admin-messages';
import { AdminSearchBox } from '../shared/admin-search-box';
import { userAdminMessages as messages } from './user-admin-messages';
import { hasUserFilters, ROLE_TYPES, type UserFilters } from './user-list-query';
import { roleTypeLabels } from './user-roles-messages';

const useStyles = makeStyles({
  // As many on a line as fit: one under the other on a phone.
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  field: { minWidth: 0 },
  select: { minWidth: 0 },
  clear: { justifySelf: 'start' },
});

interface UserListFiltersProps {
  filters: UserFilters;
  onChange: (filters: Partial<UserFilters>) => void;
  onClear: () => void;
}

/** Search by name or email (as you type), and the role and migration filters: each applies at once. */
export const UserListFilters = ({ filters, onChange, onClear }: UserListFiltersProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const any = intl.formatMessage(adminMessages.any);
  // Each change keeps the other filters: applyFilters replaces them all.
  const change = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch });

  return (
    <div role="search" aria-label={intl.formatMessage(messages.filters)} className={styles.root}>
      <AdminSearchBox
        value={filters.search ?? ''}
        onSearch={(search) => change({ search: search || undefined })}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
      />
      <Field className={styles.field} label={intl.formatMessage(messages.roleFilter)}>
        <Select
          className={styles.select}
          value={filters.role ?? ''}
          onChange={(_event, data) => change({ role: ROLE_TYPES.find((role) => role === data.value) })}
        >
          <option value="">{any}</option>
          {ROLE_TYPES.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage(roleTypeLabels[role])}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={styles.field} label={intl.formatMessage(messages.migratedFilter)}>
        <Select
          className={styles.select}
          value={filters.migrated ?? ''}
          onChange={(_event, data) =>
            change({ migrated: data.value === 'true' || data.value === 'false' ? data.value : undefined })
          }
        >
          <option value="">{any}</option>
          <option value="true">{intl.formatMessage(adminMessages.yes)}</option>
          <option value="false">{intl.formatMessage(adminMessages.no)}</option>
        </Select>
      </Field>
      {hasUserFilters(filters) && (
        <Button className={styles.clear} onClick={onClear}>
          {intl.formatMessage(adminMessages.clearFilters)}
        </Button>
      )}
    </div>
  );
};
