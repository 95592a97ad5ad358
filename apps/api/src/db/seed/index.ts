// First start: the admin from ADMIN_EMAIL / ADMIN_PASSWORD and, unless SEED_DEMO=false, the French
// demo content with its generated artwork and audio. Runs only while the database has no admin,
// in one transaction; the files are written before it commits (rewritten on a retry).
import { parisDate } from '@station/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { createStorage } from '../../lib/create-storage.ts';
import { writeImageVariants } from '../../lib/image-variants.ts';
import type { Database } from '../database.ts';
import { seedAdmin, seedDemoAccounts } from './accounts.ts';
import type { SeedContext } from './context.ts';
import { seedContests } from './contests.ts';
import { seedDedications } from './dedications.ts';
import { seedEmissions } from './emissions.ts';
import { seedMixes } from './mixes.ts';
import { seedNews } from './news.ts';
import { seedPresenters } from './presenters.ts';
import { seedProgrammes } from './schedule.ts';
import { seedSite } from './site.ts';

export async function seedIfEmpty(db: Kysely<Database>, config: AppConfig): Promise<boolean> {
  const admin = await db.selectFrom('admins').select('adminid').limit(1).executeTakeFirst();
  if (admin) return false;
  const storage = createStorage(config);
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = { trx, config, today: parisDate(), files: new Map(), images: new Set() };
    const adminId = await seedAdmin(ctx);
    if (config.seedDemo) await seedDemo(ctx, adminId);
    for (const [key, data] of ctx.files) await storage.write(key, data);
    // sharp renders on its own threads: the images side by side take about half the time of one after another.
    await Promise.all([...ctx.images].map((key) => writeImageVariants(storage, key, Buffer.from(ctx.files.get(key)!))));
  });
  return true;
}

async function seedDemo(ctx: SeedContext, adminId: number) {
  const accounts = { adminId, ...(await seedDemoAccounts(ctx)) };
  const presenters = await seedPresenters(ctx);
  const emissions = await seedEmissions(ctx, presenters);
  const programmes = await seedProgrammes(ctx, presenters, emissions);
  await seedMixes(ctx, presenters);
  await seedNews(ctx);
  await seedContests(ctx, accounts.talents, accounts.userIds);
  await seedSite(ctx);
  await seedDedications(ctx, accounts, programmes);
}
