// The browser's entry of @station/shared: messages, constants and helpers, without zod. The web
// app imports its values from here ('@station/shared/client') so that zod (~25 KB gzip) stays out
// of its first load; types come from '@station/shared' with `import type` (erased), and the few
// forms that check a schema import it from '@station/shared' inside their lazily loaded chunk.
// Nothing exported here may reach zod: client.test.ts follows the imports to make sure.
export * from './messages.ts';
export * from './shell-messages.ts';
export * from './engagement-messages.ts';
export * from './operations.ts';
export * from './dates.ts';
export * from './media.ts';
export * from './schedule-time.ts';
export * from './share.ts';
export * from './uploads.ts';
export * from './image-variants.ts';
export * from './youtube.ts';
export * from './avatars.ts';
export * from './moderation.ts';
export * from './reminder-payload.ts';
export * from './ids-values.ts';
export * from './about-values.ts';
export * from './accounts-values.ts';
export * from './password-change-values.ts';
export * from './mail-values.ts';
export * from './newsletter-values.ts';
export * from './newsletter-consent.ts';
export * from './account-data-values.ts';
export * from './contests-values.ts';
export * from './dedications-values.ts';
export * from './emissions-values.ts';
export * from './follows-values.ts';
export * from './hero-values.ts';
export * from './live-values.ts';
export * from './mixes-values.ts';
export * from './news-values.ts';
export * from './audience-values.ts';
export * from './playlists-values.ts';
export * from './presenters-values.ts';
export * from './schedule-writes-values.ts';
export * from './station-values.ts';
export * from './talents-values.ts';
export * from './tv-values.ts';
export * from './podcasts-values.ts';
export * from './search-values.ts';
export * from './played-titles-values.ts';
export * from './embed-values.ts';
export * from './server-rendered-pages.ts';
export * from './staff-screens.ts';
export * from './studio-values.ts';
