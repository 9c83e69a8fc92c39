import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useGetDeploymentGroups } from '@/api/generated/administration/administration';
import type { PracticeSort } from '@/api/generated/practices/model';
import { LoadError } from '@/components/feedback/load-error';
import { PROVINCES, provinceMessages } from '@/components/practice-form/practice-option-messages';
import { errorMessage } from '@/lib/errors/error-message';
import { adminMessages } from '../shared/admin-messages';
import { AdminSearchBox } from '../shared/admin-search-box';
import { hasFilters, PRACTICE_SORTS, type PracticeFilters } from './practice-list-query';
import { practiceListMessages as messages } from './practice-list-messages';
import { MODULE_NAMES, moduleMessages } from './practice-option-messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // As many filters on a line as fit: one on a phone, several on a desktop.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  field: { minWidth: 0 },
  clear: { justifySelf: 'start' },
});

const sortLabels: Record<PracticeSort, MessageDescriptor> = {
  'name:asc': messages.sortNameAsc,
  'name:desc': messages.sortNameDesc,
  'city:asc': messages.sortCityAsc,
  'lastSynchronisation:desc': messages.sortSyncDesc,
};

interface PracticeListFiltersProps {
  filters: PracticeFilters;
  sort: PracticeSort;
  onFilters: (filters: PracticeFilters) => void;
  onSort: (sort: PracticeSort) => void;
  onClear: () => void;
}

/**
 * The search (as you type) and the filters of the list, each applied as soon as it is chosen: the
 * URL holds them, so Back undoes a choice and a link shares the view. The sort is offered here
 * too, since the list has no column for the last synchronisation it can sort on.
 */
export const PracticeListFilters = ({
  filters,
  sort,
  onFilters,
  onSort,
  onClear,
}: PracticeListFiltersProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  // The choice of groups says its failure under the filters, with a retry: the list goes on.
  const groups = useGetDeploymentGroups({
    query: { meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] } },
  });
  const set = (patch: Partial<PracticeFilters>) => onFilters({ ...filters, ...patch });
  const any = <option value="">{format(adminMessages.any)}</option>;
  const information =
    filters.missingInformation === undefined ? '' : filters.missingInformation ? 'missing' : 'complete';

  return (
    <div className={styles.root} role="group" aria-label={format(messages.filters)}>
      <AdminSearchBox
        value={filters.search ?? ''}
        placeholder={format(messages.searchPlaceholder)}
        onSearch={(search) => set({ search: search || undefined })}
      />
      <div className={styles.grid}>
        <Field label={format(messages.filterProvince)} className={styles.field}>
          <Select
            value={filters.province ?? ''}
            onChange={(_, data) => set({ province: PROVINCES.find((province) => province === data.value) })}
          >
            {any}
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {format(provinceMessages[province])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={format(messages.filterModule)} className={styles.field}>
          <Select
            value={filters.module ?? ''}
            onChange={(_, data) => set({ module: MODULE_NAMES.find((name) => name === data.value) })}
          >
            {any}
            {MODULE_NAMES.map((name) => (
              <option key={name} value={name}>
                {format(moduleMessages[name])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={format(messages.filterInformation)} className={styles.field}>
          <Select
            value={information}
            onChange={(_, data) =>
              set({ missingInformation: data.value === '' ? undefined : data.value === 'missing' })
            }
          >
            {any}
            <option value="missing">{format(messages.informationMissing)}</option>
            <option value="complete">{format(messages.informationComplete)}</option>
          </Select>
        </Field>
        <Field label={format(messages.filterDeploymentGroup)} className={styles.field}>
          <Select
            value={filters.deploymentGroup === undefined ? '' : String(filters.deploymentGroup)}
            disabled={!groups.data}
            onChange={(_, data) => set({ deploymentGroup: data.value ? Number(data.value) : undefined })}
          >
            {any}
            {/* By place: an answer may give two groups one id (the contract does not forbid it). */}
            {groups.data?.map((group, index) => (
              <option key={`${index}:${group.id}`} value={group.id}>
                {group.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={format(messages.sortBy)} className={styles.field}>
          <Select
            value={sort}
            onChange={(_, data) => {
              const next = PRACTICE_SORTS.find((value) => value === data.value);
              if (next) onSort(next);
            }}
          >
            {PRACTICE_SORTS.map((value) => (
              <option key={value} value={value}>
                {format(sortLabels[value])}
              </option>
            ))}
          </Select>
        </Field>
        {/* Focusable when there is nothing to clear, so the focus stays on it after a click. */}
        <Button className={styles.clear} disabledFocusable={!hasFilters(filters)} onClick={onClear}>
          {format(adminMessages.clearFilters)}
        </Button>
      </div>
      {groups.isError && (
        <LoadError
          message={errorMessage(groups.error).descriptor}
          onRetry={groups.refetch}
          retrying={groups.isFetching}
        />
      )}
    </div>
  );
};
