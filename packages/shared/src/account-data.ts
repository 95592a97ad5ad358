// 'Mes données' payloads.
import { accountDataMessages } from './account-data-values.ts';
import { z } from './zod-config.ts';

export * from './account-data-values.ts';

/** Deleting the account: the password again, so a borrowed session cannot do it. */
export const accountDeletionSchema = z.object({
  password: z.string({ error: accountDataMessages.deletionPasswordRequired }).min(1, accountDataMessages.deletionPasswordRequired).max(200, accountDataMessages.deletionPasswordRequired),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
