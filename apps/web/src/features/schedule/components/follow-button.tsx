import type { Programme } from '@station/shared';

export function FollowButton(_props: { programme: Programme }) {
  return null;
}
