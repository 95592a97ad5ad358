// Every migration, in order. Explicit so a bundler or a missing file can never skip one.
// Kysely runs migrations in the order of their names: the number after the date keeps that order.
import type { Migration } from 'kysely';
import * as initialSchema from './2026-11-21-initial-schema.ts';
import * as liveListeners from './2026-11-21-live-listeners.ts';
import * as mixDuration from './2026-11-23-mix-duration.ts';
import * as voices from './2026-11-23-voices.ts';
import * as sharedRateLimits from './2026-11-23-shared-rate-limits.ts';
import * as programmeFollows from './2026-11-23-programme-follows.ts';
import * as stripePayments from './2026-11-23-stripe-payments.ts';
import * as voteTotals from './2026-11-23-vote-totals.ts';
import * as replayDurations from './2026-11-26-replay-durations.ts';
import * as programmeUpdatedAt from './2026-11-26-programme-updated-at.ts';
import * as search from './2026-11-26-search.ts';
import * as mailOutbox from './2026-11-26-1-mail-outbox.ts';
import * as accountTokens from './2026-11-26-2-account-tokens.ts';
import * as verifiedEmails from './2026-11-26-3-verified-emails.ts';
import * as anonymousVotes from './2026-11-26-4-anonymous-votes.ts';
import * as newsletterConsent from './2026-11-26-5-newsletter-consent.ts';
import * as audience from './2026-11-26-6-audience.ts';
import * as playedTitles from './2026-11-27-played-titles.ts';
import * as liveFigures from './2026-11-26-7-live-figures.ts';
import * as studioPasses from './2026-11-28-studio-passes.ts';
import * as presenterAccounts from './2026-11-29-1-presenter-accounts.ts';
import * as studioSilences from './2026-11-29-2-studio-silences.ts';
import * as liveRecordings from './2026-11-29-3-live-recordings.ts';
import * as studioHolder from './2026-11-29-4-studio-holder.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-21-initial-schema': initialSchema,
  '2026-11-21-live-listeners': liveListeners,
  '2026-11-23-mix-duration': mixDuration,
  '2026-11-23-voices': voices,
  '2026-11-23-shared-rate-limits': sharedRateLimits,
  '2026-11-23-programme-follows': programmeFollows,
  '2026-11-23-stripe-payments': stripePayments,
  '2026-11-23-vote-totals': voteTotals,
  '2026-11-26-replay-durations': replayDurations,
  '2026-11-26-programme-updated-at': programmeUpdatedAt,
  '2026-11-26-search': search,
  '2026-11-26-1-mail-outbox': mailOutbox,
  '2026-11-26-2-account-tokens': accountTokens,
  '2026-11-26-3-verified-emails': verifiedEmails,
  '2026-11-26-4-anonymous-votes': anonymousVotes,
  '2026-11-26-5-newsletter-consent': newsletterConsent,
  '2026-11-26-6-audience': audience,
  '2026-11-27-played-titles': playedTitles,
  '2026-11-26-7-live-figures': liveFigures,
  '2026-11-28-studio-passes': studioPasses,
  '2026-11-29-1-presenter-accounts': presenterAccounts,
  '2026-11-29-2-studio-silences': studioSilences,
  '2026-11-29-3-live-recordings': liveRecordings,
  '2026-11-29-4-studio-holder': studioHolder,
};
