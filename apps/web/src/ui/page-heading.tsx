import { type ReactNode, useId } from 'react';

interface PageHeadingProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The one <h1> of a page, with an optional kicker above and lead text below. */
export function PageHeading({ title, eyebrow, lead, children }: PageHeadingProps) {
  return (
    <header className="page-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="page-heading__lead">{lead}</p>}
      {children}
    </header>
  );
}

/** A page that is its heading then its content (the list pages): `actions` sit under the lead. */
export function Page({ children, actions, ...heading }: Omit<PageHeadingProps, 'children'> & { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="container">
      <PageHeading {...heading}>{actions && <div className="page-actions">{actions}</div>}</PageHeading>
      {children}
    </div>
  );
}

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
