import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronRight } from './icons.tsx';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  eyebrow?: string;
  /** Anchor id (the pages name several: hero, mixes, weekly-mixes, emissions, news). */
  id?: string;
  more?: { to: LinkProps['to']; label: string };
  /** `h1` when the section is the page itself (its title is then the page heading). */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
  className?: string;
}

/** A titled block of a page, with an optional 'see all' link. */
export function Section({ title, eyebrow, id, more, headingLevel = 'h2', children, className = '' }: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <section id={id} className={`section ${className}`} aria-labelledby={headingId}>
      <div className="section__head">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading id={headingId}>{title}</Heading>
        </div>
        {more && (
          <Link to={more.to} className="section__more">
            {more.label}
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
