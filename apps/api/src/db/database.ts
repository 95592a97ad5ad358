// The Database interface: one table type per entity, each declared next to its feature
// (features/<feature>/<entity>.table.ts) and gathered here.
import type { AudienceDayTable, AudienceHourTable, AudienceMinuteTable, AudiencePlayTable, AudienceVoteHourTable } from '../features/audience/audience.table.ts';
import type { AboutImageTable } from '../features/about/about-image.table.ts';
import type {
  AccountEmailTable,
  AdminAnimateurTable,
  AdminTable,
  TalonTable,
  UserTable,
} from '../features/accounts/account.table.ts';
import type { AccountTokenTable } from '../features/accounts/account-token.table.ts';
import type { LiveRecordingTable } from '../features/studio/live-recording.table.ts';
import type { StudioHolderTable, StudioPassTable, StudioSilenceTable } from '../features/studio/studio-pass.table.ts';
import type { SessionTable } from '../features/accounts/session.table.ts';
import type { CommentTable } from '../features/comments/comment.table.ts';
import type { ConcoursTable, SoumissionTable } from '../features/contests/concours.table.ts';
import type { ContestRegistrationTable } from '../features/contests/contest-registration.table.ts';
import type { PaymentTable, VoteTable } from '../features/contests/vote.table.ts';
import type { DedicaceTable } from '../features/dedications/dedicace.table.ts';
import type {
  EmissionAnimateurTable,
  EmissionAudioFileTable,
  EmissionBroadcastDateTable,
  EmissionTable,
} from '../features/emissions/emission.table.ts';
import type { HeroImageTable } from '../features/hero/hero-image.table.ts';
import type { IdempotencyKeyTable } from '../features/idempotency/idempotency-key.table.ts';
import type { LikeTable, LikeVisitorHitTable } from '../features/likes/like.table.ts';
import type { LiveFigureTable, LiveListenerTable } from '../features/live/live-listener.table.ts';
import type { MailOutboxTable } from '../features/mail/mail.table.ts';
import type { MixTable } from '../features/mixes/mix.table.ts';
import type { PlayedTitleTable } from '../features/played-titles/played-title.table.ts';
import type { ActualiteTable } from '../features/news/actualite.table.ts';
import type { NewsletterSubscriptionTable } from '../features/newsletter/newsletter.table.ts';
import type { LoginKnownAddressTable, RateLimitCounterTable } from '../lib/rate-limit.table.ts';
import type { PlaylistTable, PlaylistTrackTable } from '../features/playlists/playlist.table.ts';
import type { AnimateurTable } from '../features/presenters/animateur.table.ts';
import type {
  ProgrammeFollowTable,
  ProgrammeReminderTable,
  PushSubscriptionTable,
  ReminderSendTable,
  VapidKeysTable,
} from '../features/schedule/follow.table.ts';
import type { ProgrammeTable } from '../features/schedule/programme.table.ts';
import type { TvStreamTable } from '../features/tv/tv-stream.table.ts';

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionTable;
  account_emails: AccountEmailTable;
  users: UserTable;
  talons: TalonTable;
  admins: AdminTable;
  admin_animateurs: AdminAnimateurTable;
  sessions: SessionTable;
  hero_images: HeroImageTable;
  tv_streams: TvStreamTable;
  about_images: AboutImageTable;
  animateurs: AnimateurTable;
  programmes: ProgrammeTable;
  mixes: MixTable;
  emissions: EmissionTable;
  emission_broadcast_dates: EmissionBroadcastDateTable;
  emission_animateurs: EmissionAnimateurTable;
  emission_audio_files: EmissionAudioFileTable;
  actualites: ActualiteTable;
  comments: CommentTable;
  likes: LikeTable;
  like_visitor_hits: LikeVisitorHitTable;
  concours: ConcoursTable;
  soumissions: SoumissionTable;
  votes: VoteTable;
  payments: PaymentTable;
  contest_registrations: ContestRegistrationTable;
  playlists: PlaylistTable;
  playlist_tracks: PlaylistTrackTable;
  dedicaces: DedicaceTable;
  idempotency_keys: IdempotencyKeyTable;
  live_listeners: LiveListenerTable;
  audience_minutes: AudienceMinuteTable;
  audience_hours: AudienceHourTable;
  audience_days: AudienceDayTable;
  audience_plays: AudiencePlayTable;
  audience_vote_hours: AudienceVoteHourTable;
  live_figures: LiveFigureTable;
  rate_limit_counters: RateLimitCounterTable;
  login_known_addresses: LoginKnownAddressTable;
  programme_follows: ProgrammeFollowTable;
  push_subscriptions: PushSubscriptionTable;
  programme_reminders: ProgrammeReminderTable;
  reminder_sends: ReminderSendTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokenTable;
  studio_passes: StudioPassTable;
  studio_silences: StudioSilenceTable;
  live_recordings: LiveRecordingTable;
  studio_holder: StudioHolderTable;
  vapid_keys: VapidKeysTable;
  played_titles: PlayedTitleTable;
}
