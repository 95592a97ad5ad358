// Loaded on the first submit, not with the page: zod stays out of the playlists' first load (issue 12).
export { playlistInputSchema } from '@station/shared';
