import { z } from './zod-config.ts';
import { idSchema } from './ids.ts';
import { messages } from './messages.ts';

// Like: content_type (mix, emission, actualite) and content_id. Visitors may
// like "without id": they send a random key kept on their device instead (the likes table's
// visitor_key). Account ids are never read from the body: the session decides.
export const LIKE_CONTENT_TYPES = ['mix', 'emission', 'actualite'] as const;
export type LikeContentType = (typeof LIKE_CONTENT_TYPES)[number];

/** A visitor's random key: 16 to 64 URL-safe characters (same bounds as the column's check). */
export const visitorKeySchema = z
  .string({ error: messages.likeVisitorKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, messages.likeVisitorKeyInvalid);

const contentTypeSchema = z.enum(LIKE_CONTENT_TYPES, { error: messages.likeContentTypeInvalid });

export const likeInputSchema = z.object({
  content_type: contentTypeSchema,
  content_id: z.number({ error: messages.invalidId }).int(messages.invalidId).positive(messages.invalidId).max(999_999_999, messages.invalidId),
  visitor_key: visitorKeySchema.optional(),
});
export type LikeInput = z.input<typeof likeInputSchema>;

export const likeTargetParamSchema = z.object({ content_type: contentTypeSchema, content_id: idSchema });
export const likeCheckQuerySchema = z.object({ visitor_key: visitorKeySchema.optional() });

/** Answer of POST and DELETE /api/likes: the liker's state and the new count. */
export interface LikeState {
  liked: boolean;
  count: number;
}

// The likes of a whole page of cards in one request (ids separated by commas).
export const LIKE_COUNTS_MAX_IDS = 100;
export const likeCountsQuerySchema = z.object({
  content_type: contentTypeSchema,
  ids: z
    .string({ error: messages.invalidId })
    .regex(/^\d{1,9}(,\d{1,9})*$/, messages.invalidId)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= LIKE_COUNTS_MAX_IDS && ids.every((id) => id > 0), messages.invalidId),
  visitor_key: visitorKeySchema.optional(),
});

/** Answer of GET /api/likes/counts: each asked id's count and whether this liker liked it. */
export type LikeCounts = Record<string, { count: number; hasLiked: boolean }>;

export const likeMessages = {
  /** Past the per-address cap of new visitor likes: nothing is counted. */
  visitorLimit: "Trop de « J'aime » depuis cette adresse. Veuillez patienter quelques minutes ou connectez-vous.",
} as const;
