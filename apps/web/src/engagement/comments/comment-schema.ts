// Loaded on the first submit, not with the page: zod stays out of an article's first load.
export { commentInputSchema } from '@station/shared';
