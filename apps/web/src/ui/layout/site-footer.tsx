import type { StationConfig } from '@station/shared';
import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from '../icons.tsx';
import type { ReactNode } from 'react';
import { LogoMark } from '../logo.tsx';
import { SocialLinks } from '../social-icons.tsx';
import { FOOTER_LINKS } from './nav-links.ts';
import { telHref } from './phone-link.ts';

interface SiteFooterProps {
  station?: StationConfig;
  stationName: string;
  /** The newsletter form, composed by the root route (the shell does not know features). */
  newsletter: ReactNode;
}

export function SiteFooter({ station, stationName, newsletter }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container columns site-footer__grid">
        <section className="site-footer__brand" aria-label={stationName}>
          <p className="site-footer__logo">
            <LogoMark size={32} />
            <span>{stationName}</span>
          </p>
          <p className="site-footer__tagline">{station?.tagline ?? 'Rien que du live.'}</p>
          <p className="muted">La radio et la télé en ligne qui font vivre la scène : direct, émissions, mixes et talents.</p>
          {station && <SocialLinks social={station.social} />}
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact
          </h2>
          {station && (
            <ul className="site-footer__list">
              <li>
                <a href={telHref(station.phone)}>
                  <Phone size={16} aria-hidden="true" />
                  {station.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${station.email}`}>
                  <Mail size={16} aria-hidden="true" />
                  {station.email}
                </a>
              </li>
              <li>
                <span>
                  <MapPin size={16} aria-hidden="true" />
                  {station.address}
                </span>
              </li>
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Liens rapides
          </h2>
          <ul className="site-footer__list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} hash={link.hash}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__title">
            Newsletter
          </h2>
          <p className="muted">Les nouvelles émissions, les concours et les temps forts du direct, une fois par semaine.</p>
          {newsletter}
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {stationName}. Tous droits réservés. · <Link to="/confidentialite">Confidentialité</Link>
        </p>
      </div>
    </footer>
  );
}
