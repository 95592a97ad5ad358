import { type ReactNode, useId } from 'react';

/** A block of a page under an <h2> (.section-title), without the head row of Section (no kicker, no 'see all'). */
export function TitledSection({ title, className = 'section', children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
