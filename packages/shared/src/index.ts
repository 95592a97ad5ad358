// The one public entry of @station/shared: payload schemas, types, messages and constants
// used by the API, the web app and the tests alike.
// First: zod's settings must hold before any schema below is built.
import './zod-config.ts';

export * from './messages.ts';
export * from './shell-messages.ts';
export * from './station.ts';
export * from './newsletter.ts';
export * from './ids.ts';
export * from './dates.ts';
export * from './media.ts';
export * from './schedule.ts';
export * from './schedule-time.ts';
export * from './schedule-writes.ts';
export * from './follows.ts';
export * from './presenters.ts';
export * from './mixes.ts';
export * from './emissions.ts';
export * from './news.ts';
export * from './contests.ts';
export * from './youtube.ts';
export * from './votes.ts';
export * from './talents.ts';
export * from './hero.ts';
export * from './tv.ts';
export * from './about.ts';
export * from './accounts.ts';
export * from './mail.ts';
export * from './account-data.ts';
export * from './profiles.ts';
export * from './avatars.ts';
export * from './likes.ts';
export * from './live.ts';
export * from './dedications.ts';
export * from './comments.ts';
export * from './uploads.ts';
export * from './moderation.ts';
export * from './playlists.ts';
export * from './share.ts';
export * from './operations.ts';
export * from './podcasts-values.ts';
export * from './search.ts';
export * from './audience.ts';
export * from './played-titles.ts';
export * from './embed-values.ts';
export * from './server-rendered-pages.ts';
export * from './staff-screens.ts';
export * from './studio.ts';
