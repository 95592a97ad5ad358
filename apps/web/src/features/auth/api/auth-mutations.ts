import type { Account, LoginInput, PasswordResetInput, PasswordResetRequestInput, TalentRegistrationInput, UserRegistrationInput } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { api, readJson } from '../../../lib/api-client.ts';
import { writeLastActivity, writeSessionCache } from '../session-cache.ts';
import { SESSION_KEY } from './session-query.ts';

/** Private data lives under this query key prefix, dropped at logout. */
export const ACCOUNT_QUERY_PREFIX = 'account';

/**
 * After a login or logout: the new session everywhere at once, role-dependent data refetched, route
 * guards run again (a page the new role may not see redirects). The page is never reloaded, so the
 * live audio goes on.
 */
export function useApplySession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (account: Account | null) => {
    writeSessionCache(account);
    if (account) writeLastActivity();
    // A read of /api/auth/me still on its way (sent before this login or logout) must not put the
    // old account back when it lands: it is dropped first.
    await queryClient.cancelQueries({ queryKey: SESSION_KEY });
    queryClient.setQueryData(SESSION_KEY, { account, expired: false });
    if (!account) queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_PREFIX] });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    void router.invalidate();
  };
}

export function useLogin() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: (input: LoginInput) => readJson(api.auth.login.$post({ json: input })),
    onSuccess: ({ account }) => applySession(account),
  });
}

export function useLogout() {
  const applySession = useApplySession();
  return useMutation({
    // Signed out locally even if the server cannot be reached; its session then expires by itself.
    mutationFn: () => readJson(api.auth.logout.$post()).catch(() => undefined),
    onSettled: () => applySession(null),
  });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: (input: UserRegistrationInput) => readJson(api.users.$post({ json: input })) });
}

export function useRegisterTalent() {
  return useMutation({ mutationFn: (input: TalentRegistrationInput) => readJson(api.talons.$post({ json: input })) });
}

/** 'Mot de passe oublié ?' (issue 22): the server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (input: PasswordResetRequestInput) => readJson(api.auth['password-reset'].request.$post({ json: input })) });
}

/** The reset page: the mailed link's token and the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: PasswordResetInput) => readJson(api.auth['password-reset'].$post({ json: input })) });
}
