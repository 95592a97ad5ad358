import type { Animateur } from '@station/shared';
import { SocialLinks } from '../../../ui/social-icons.tsx';

/** Facebook, Instagram and TikTok links of a presenter, when given. */
export function PresenterSocial({ presenter }: { presenter: Animateur }) {
  const social = { facebook: presenter.fb_url ?? '', instagram: presenter.insta_url ?? '', tiktok: presenter.tiktok_url ?? '', youtube: '' };
  if (!social.facebook && !social.instagram && !social.tiktok) return null;
  return <SocialLinks social={social} owner={`${presenter.prenom} ${presenter.nom}`} />;
}
