// Loaded on the first submit, not with the page: zod stays out of the playlists' first load.
export { playlistInputSchema } from '@station/shared';
