import { type PresenterAccount, presenterAccountSchema } from '@station/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { api, readJson, refusalOr } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/send-form.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';

type AccountValues = { email: string };
const accountPath = (animateurid: number) => `/api/animateurs/${animateurid}/account`;

/**
 * 'Compte lié': the account that takes the air as this presenter during its slots ('Prendre
 * l'antenne'), by its address; it keeps its role. Blank unlinks. Admins only (the edit form).
 */
export function PresenterAccountForm({ animateurid }: { animateurid: number }) {
  const queryClient = useQueryClient();
  const linked = useQuery({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'presenter-account', animateurid],
    queryFn: (): Promise<PresenterAccount> => readJson(api.animateurs[':animateurid'].account.$get({ param: { animateurid: String(animateurid) } })),
  });
  const form = useForm<AccountValues>({ values: { email: linked.data?.email ?? '' }, resolver: sharedSchemaResolver(presenterAccountSchema) });
  const save = async ({ email }: AccountValues) => {
    const answer = await sendJson<PresenterAccount & { message: string }>(accountPath(animateurid), 'PUT', { email: email.trim() || null });
    queryClient.setQueryData([ACCOUNT_QUERY_PREFIX, 'presenter-account', animateurid], { email: answer.email });
    toast.success(answer.message);
  };
  return (
    <StationForm form={form} onSubmit={save} failure={(error) => refusalOr(error, "Le compte n'a pas pu être lié.")} label="Compte lié" guardLeaving={false}>
      <FormTextField<AccountValues>
        name="email"
        label="Compte lié (adresse e-mail)"
        type="email"
        inputMode="email"
        hint="Ce compte pourra prendre l'antenne depuis l'application pendant les émissions de cet animateur, de 10 minutes avant jusqu'à la fin. Laisser vide pour délier."
      />
      <SubmitButton busyLabel="Enregistrement...">Enregistrer le compte</SubmitButton>
    </StationForm>
  );
}
