import type { LoginInput, PasswordResetInput, PasswordResetRequestInput, TalentRegistrationInput, UserRegistrationInput } from '@station/shared';
import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { useApplySession } from '../../../session/apply-session.ts';

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

/** 'Mot de passe oublié ?': the server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (input: PasswordResetRequestInput) => readJson(api.auth['password-reset'].request.$post({ json: input })) });
}

/** The reset page: the mailed link's token and the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: PasswordResetInput) => readJson(api.auth['password-reset'].$post({ json: input })) });
}
