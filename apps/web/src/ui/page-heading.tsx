import type { ReactNode } from 'react';

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
