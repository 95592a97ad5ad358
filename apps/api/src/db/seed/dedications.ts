import type { TalentKey } from './accounts.ts';
import { instant, type SeedContext } from './context.ts';

/** Two approved dedications on the public wall and one waiting for moderation. */
export async function seedDedications(
  ctx: SeedContext,
  accounts: { adminId: number; userIds: number[]; talents: Record<TalentKey, number> },
  programmes: Record<string, number>,
) {
  const moderated = { approved: 1 as const, moderated_by_admin_id: accounts.adminId, moderated_at: instant(ctx, -1, 60) };
  await ctx.trx
    .insertInto('dedicaces')
    .values([
      { ...moderated, user_id: accounts.userIds[0], programme_id: programmes['Le Réveil Live'] ?? null, nom_expediteur: 'Léa',
        nom_destinataire: 'Maman', message: 'Joyeux anniversaire Maman ! Je t’embrasse fort depuis Paris.', date_envoi: instant(ctx, -2) },
      { ...moderated, talon_id: accounts.talents.nina, programme_id: programmes['Club Live'] ?? null, nom_expediteur: 'Nina Rose',
        nom_destinataire: 'Toute l’équipe', message: 'Merci pour la diffusion de mon titre hier soir, quelle émotion !', date_envoi: instant(ctx, -1) },
      { user_id: accounts.userIds[1], programme_id: null, nom_expediteur: 'Hugo', nom_destinataire: 'Camille',
        message: 'Pour Camille, qui passe son permis demain : tu vas assurer !', date_envoi: new Date(Date.now() - 3_600_000) },
    ])
    .execute();
}
