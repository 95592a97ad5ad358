import { hashPassword } from '../../lib/passwords.ts';
import { instant, type SeedContext } from './context.ts';

/** Every demo account (users, talents, the admin-presenter) signs in with this password. */
export const DEMO_PASSWORD = 'demo-2026';

const USERS = [
  { prenom: 'Léa', nom: 'Martin', email: 'lea.martin@example.org', tel: '06 12 34 56 78', address_location: 'Paris 11e' },
  { prenom: 'Hugo', nom: 'Bernard', email: 'hugo.bernard@example.org', tel: null, address_location: 'Lyon' },
  { prenom: 'Chloé', nom: 'Petit', email: 'chloe.petit@example.org', tel: null, address_location: 'Marseille' },
  { prenom: 'Lucas', nom: 'Durand', email: 'lucas.durand@example.org', tel: '07 98 76 54 32', address_location: null },
];

export const TALENTS = {
  nina: { nom_artiste: 'Nina Rose', nom_complet: 'Nina Rousseau', email: 'nina.rose@example.org', genre_musical: 'r&b/soul', joined: -30,
    biographie: 'Chanteuse soul de Montreuil, Nina écrit sur la ville la nuit et les amours qui durent.' },
  velours: { nom_artiste: 'Les Velours', nom_complet: 'Thomas Girard', email: 'les.velours@example.org', genre_musical: 'ROCK', joined: -26,
    biographie: 'Quatuor rock nantais : guitares vintage, refrains qui restent et concerts en sueur.' },
  sacha: { nom_artiste: 'Sacha B', nom_complet: 'Sacha Bouvier', email: 'sacha.b@example.org', genre_musical: 'rap/hip-hop', joined: -19,
    biographie: 'Rappeur lyonnais, plume précise et instrus jazzy. Premier EP en préparation.' },
  kael: { nom_artiste: 'Kaël', nom_complet: 'Kaël Mercier', email: 'kael@example.org', genre_musical: 'electronique', joined: -12,
    biographie: 'Producteur électro, entre house mélodique et breakbeat, bidouilleur de synthés modulaires.' },
} as const;
export type TalentKey = keyof typeof TALENTS;

/** The first admin from ADMIN_EMAIL / ADMIN_PASSWORD, whatever the demo setting. */
export async function seedAdmin(ctx: SeedContext): Promise<number> {
  const admin = await ctx.trx
    .insertInto('admins')
    .values({ nom: 'Administrateur', email: ctx.config.adminEmail.trim().toLowerCase(), password_hash: await hashPassword(ctx.config.adminPassword), email_verified_at: new Date() })
    .returning('adminid')
    .executeTakeFirstOrThrow();
  return admin.adminid;
}

// Demo and first-admin addresses count as confirmed: the demo's flows work at once.
export async function seedDemoAccounts(ctx: SeedContext) {
  // One hash for every demo account: hashing is deliberately slow.
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const users = await ctx.trx
    .insertInto('users')
    .values(USERS.map((user) => ({ ...user, password_hash, email_verified_at: new Date() })))
    .returning(['userid', 'prenom'])
    .execute();
  const talents: Partial<Record<TalentKey, number>> = {};
  for (const [key, { joined, ...talent }] of Object.entries(TALENTS)) {
    const row = await ctx.trx
      .insertInto('talons')
      .values({ ...talent, password_hash, email_verified_at: new Date(), date_inscription: instant(ctx, joined) })
      .returning('talonid')
      .executeTakeFirstOrThrow();
    talents[key as TalentKey] = row.talonid;
  }
  await ctx.trx
    .insertInto('admin_animateurs')
    .values({ prenom: 'Sophie', nom: 'Laurent', email: 'sophie.laurent@example.org', password_hash, email_verified_at: new Date() })
    .execute();
  return { userIds: users.map((user) => user.userid), talents: talents as Record<TalentKey, number> };
}
