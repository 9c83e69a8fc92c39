import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGetUserQueryKey, getGetUsersQueryKey } from '@/api/generated/users/users';
import type { User } from '@/api/generated/users/model';

/**
 * After a change, the detail shows the user the server answered with, and the list (names,
 * roles, migrated) loads again: its pages may now sort or filter differently.
 */
export const useUserCache = () => {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      saved: (user: User) => {
        queryClient.setQueryData(getGetUserQueryKey(user.id), user);
        void queryClient.invalidateQueries({ queryKey: getGetUsersQueryKey() });
      },
      deleted: (id: string) => {
        queryClient.removeQueries({ queryKey: getGetUserQueryKey(id) });
        void queryClient.invalidateQueries({ queryKey: getGetUsersQueryKey() });
      },
    }),
    [queryClient],
  );
};
