import { type ComponentProps, lazy } from 'react';
import type { CommentForm as CommentFormComponent } from './comment-form.tsx';
import { LazyPart } from '../../../ui/lazy-part.tsx';

// The form loads for a signed-in account only: a visitor is offered to sign in instead, and the
// article's comments are on its first load.
const CommentForm = lazy(() => import('./comment-form.tsx').then((module) => ({ default: module.CommentForm })));

export function LazyCommentForm(props: ComponentProps<typeof CommentFormComponent>) {
  return (
    <LazyPart>
      <CommentForm {...props} />
    </LazyPart>
  );
}
