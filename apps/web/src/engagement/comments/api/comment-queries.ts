import type { Comment, CommentContentType } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const COMMENTS_KEY = ['comments'] as const;

/** What this viewer may see (approved, own pending; all for admins), so the viewer is in the key. */
export const commentsQuery = (contentType: CommentContentType, contentId: number, viewer: string) =>
  queryOptions({
    queryKey: [...COMMENTS_KEY, contentType, contentId, viewer],
    // Hono's client types a recursive body (replies) loosely: the shared type says what it is.
    queryFn: async (): Promise<Comment[]> =>
      (await readJson(api.comments[':content_type'][':content_id'].$get({ param: { content_type: contentType, content_id: String(contentId) } }))) as unknown as Comment[],
  });
