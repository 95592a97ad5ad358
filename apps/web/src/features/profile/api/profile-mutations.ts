import type { Account, PasswordChangeInput } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { SESSION_KEY } from '../../../session/session-query.ts';
import { type ProfileForm, toTalentPayload, toUserPayload } from '../profile-form.ts';
import { profileQuery } from './profile-query.ts';

/** PUT /api/users/{id} or /api/talons/{id}; the header's name and avatar follow (session refetched). */
export function useSaveProfile(account: Account) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ProfileForm) => {
      const param = { id: String(account.id) };
      if (account.role === 'talent') return readJson(api.talons[':id'].$put({ param, json: toTalentPayload(form) }));
      return readJson(api.users[':id'].$put({ param, json: toUserPayload(form) }));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQuery(account).queryKey });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['talons'] });
    },
  });
}

/** PUT .../{id}/password for the account's own role. */
export function useChangePassword(account: Account) {
  return useMutation({
    mutationFn: (json: PasswordChangeInput) => {
      const param = { id: String(account.id) };
      if (account.role === 'talent') return readJson(api.talons[':id'].password.$put({ param, json }));
      if (account.role === 'moderator') return readJson(api['admin-animateur'][':id'].password.$put({ param, json }));
      return readJson(api.users[':id'].password.$put({ param, json }));
    },
  });
}
