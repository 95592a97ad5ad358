// Loaded on the first submit, not with the page: zod stays out of an article's first load (issue 12).
export { commentInputSchema } from '@station/shared';
