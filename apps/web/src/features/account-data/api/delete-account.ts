import type { AccountDeletionInput } from '@station/shared';
import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { useApplySession } from '../../../session/apply-session.ts';

/** DELETE /api/account: the password again; then signed out everywhere. */
export function useDeleteAccount() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: (json: AccountDeletionInput) => readJson(api.account.$delete({ json })),
    onSuccess: () => applySession(null),
  });
}

/** The export is a plain download: the browser sends the session cookie with it. */
export const EXPORT_URL = '/api/account/export';
