import { Gift, Mic2, Radio } from '../../../ui/icons.tsx';
import type { ReactNode } from 'react';
import '../contests.css';

/** The sign-up banner with what there is to win, and the participate button. */
export function SignupBanner({ action }: { action: ReactNode }) {
  return (
    <section className="signup-banner" aria-labelledby="signup-title">
      <h2 id="signup-title">Inscrivez-vous au concours !</h2>
      <ul className="signup-banner__prizes">
        <li>
          <Gift size={22} aria-hidden="true" /> Premier prix : jusqu'à 5000 euros
        </li>
        <li>
          <Mic2 size={22} aria-hidden="true" /> Un enregistrement gratuit en studio professionnel
        </li>
        <li>
          <Radio size={22} aria-hidden="true" /> Une semaine de diffusion à l'antenne, 2 passages par jour
        </li>
      </ul>
      {action}
    </section>
  );
}
