// Loaded on the first submit, not with the page: zod stays out of the first load.
export { newsletterSubscriptionSchema } from '@station/shared';
