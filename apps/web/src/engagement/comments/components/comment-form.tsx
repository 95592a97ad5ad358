import type { CommentContentType } from '@station/shared';
import { type FormEvent, useId, useState } from 'react';
import { usePostComment } from '../api/comment-writes.ts';

interface CommentFormProps {
  contentType: CommentContentType;
  contentId: number;
  /** The content's title, for the waiting list of the outbox. */
  title: string;
  parentId?: number;
  onDone?: () => void;
}

/** A non-blank comment or reply, each with its own French message. */
export function CommentForm({ contentType, contentId, title, parentId, onDone }: CommentFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const post = usePostComment(title);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Same schema as the server: an empty comment gets its French message without a round trip.
    const { commentInputSchema } = await import('../comment-schema.ts');
    const parsed = commentInputSchema.safeParse({ content_type: contentType, content_id: contentId, comment_text: text, parent_comment_id: parentId ?? null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    post.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        onDone?.();
      },
    });
  };
  const label = parentId ? 'Votre réponse' : 'Votre commentaire';
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} className="field__input" rows={parentId ? 2 : 3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={post.isPending}>
          {parentId ? 'Répondre' : 'Commenter'}
        </button>
      </div>
    </form>
  );
}
