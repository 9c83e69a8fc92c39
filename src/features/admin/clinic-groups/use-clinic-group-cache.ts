import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getGetClinicGroupQueryKey,
  getGetClinicGroupsQueryKey,
  getGetClinicGroupsQueryOptions,
} from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';

/** The list explains its failures in place, with a retry; the general snackbar stays away. */
export const GROUP_QUERY_META = {
  globalSpinner: false,
  ownErrors: ['server', 'network', 'timeout', 'contract'],
} as const;

/**
 * After a change, the detail shows the group the server answered with at once, and the list
 * (names, counts, order) loads again.
 */
export const useClinicGroupCache = () => {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const listKey = getGetClinicGroupsQueryKey();
    return {
      saved: (group: ClinicGroup) => {
        queryClient.setQueryData(getGetClinicGroupQueryKey(group.id), group);
        queryClient.setQueryData<ClinicGroup[]>(listKey, (groups) =>
          groups?.some((other) => other.id === group.id)
            ? groups.map((other) => (other.id === group.id ? group : other))
            : groups && [...groups, group],
        );
        void queryClient.invalidateQueries({ queryKey: listKey });
      },
      deleted: (id: number) => {
        queryClient.setQueryData<ClinicGroup[]>(listKey, (groups) =>
          groups?.filter((group) => group.id !== id),
        );
        queryClient.removeQueries({ queryKey: getGetClinicGroupQueryKey(id), exact: true });
        void queryClient.invalidateQueries({ queryKey: listKey });
      },
      /** The groups as the server holds them now (to explain a conflict); undefined if unknown. */
      fresh: async (): Promise<ClinicGroup[] | undefined> => {
        try {
          return await queryClient.fetchQuery({
            ...getGetClinicGroupsQueryOptions({ query: { meta: GROUP_QUERY_META } }),
            staleTime: 0,
          });
        } catch {
          return undefined;
        }
      },
    };
  }, [queryClient]);
};
