import { useCallback } from 'react';
import { selectUser, useAppDispatch, useAppSelector, userUpdated } from '@opengood/platform';
import { selectOrganization } from '../orgs/orgMutations';
import { useRunMutation } from '../shared/mutations';

/**
 * Remembers the organisation the user works in (PUT /users/me/selected-organization: /select-org and the
 * header's switcher) and marks it in the session's list, so everything reading the session (the switcher,
 * the cart pill) follows at once. Rejects with the api's refusal.
 */
export function useChooseOrganization() {
  const run = useRunMutation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  return useCallback(
    async (orgId: number) => {
      const { data } = await run(selectOrganization, orgId);
      const chosen = data.organizations.find((org) => org.selected)?.id ?? orgId;
      if (user)
        dispatch(
          userUpdated({ ...user, orgs: user.orgs.map((org) => ({ ...org, selected: org.id === chosen })) }),
        );
    },
    [run, dispatch, user],
  );
}
