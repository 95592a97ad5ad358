import { lazy } from 'react';
import { useSession } from '../../../session/session-query.ts';
import '../verify-email-banner.css';
import { LazyPart } from '../../../ui/lazy-part.tsx';

// Loaded for an account whose address is not confirmed yet: a visitor's page never needs it.
const VerifyEmailBannerBody = lazy(() => import('./verify-email-banner-body.tsx').then((module) => ({ default: module.VerifyEmailBannerBody })));

/**
 * A signed-in listener or talent whose address is not confirmed yet reads why voting,
 * comments, dedications and contests are closed to them, and can ask for the link again.
 */
export function VerifyEmailBanner() {
  const { account } = useSession();
  if (account?.email_verified !== false) return null;
  return (
    <LazyPart>
      <VerifyEmailBannerBody account={account} />
    </LazyPart>
  );
}
