import { z } from 'zod';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { useUrlState } from '@/components/data-table/use-url-state';
import { matchesSearch } from '@/utils/search-text';

export const CLINIC_GROUPS_PATH = '/admin/ClinicGroups';

// Module level: useUrlState memoises on the shape.
const VIEW_SHAPE = { search: z.string().trim().default('') };

/**
 * The list is not paged by the server (tens of groups): it is searched here, by name, and the
 * search lives in the address like any administration list's.
 */
export const useClinicGroupsView = () => {
  const [view, set] = useUrlState(VIEW_SHAPE);
  return { search: view.search, setSearch: (search: string) => set({ search }, { replace: true }) };
};

/** The groups whose name the search finds, in the server's order (by name). */
export const viewGroups = (groups: readonly ClinicGroup[], search: string): readonly ClinicGroup[] =>
  search ? groups.filter((group) => matchesSearch(group.name, search)) : groups;
