import { Link } from '@tanstack/react-router';
import type { IconComponent } from '../../../ui/icons.tsx';
import type { ReactNode } from 'react';

interface AdminToolCardProps {
  icon: IconComponent;
  title: string;
  description: string;
  /** An app route (where the tool's controls are) or a file to download. */
  to?: string;
  download?: string;
  /** What waits for the staff (pending items); shown as a badge above 0. */
  waiting?: number;
  children?: ReactNode;
}

/** One tool of the staff's home: a big touch target that says what it does and what waits. */
export function AdminToolCard({ icon: Icon, title, description, to, download, waiting, children }: AdminToolCardProps) {
  const body = (
    <>
      <span className="admin-tool__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className="admin-tool__text">
        <span className="admin-tool__title">
          {title}
          {waiting !== undefined && waiting > 0 && (
            <span className="admin-tool__badge">
              {waiting}
              <span className="visually-hidden"> en attente</span>
            </span>
          )}
        </span>
        <span className="admin-tool__description">{description}</span>
      </span>
    </>
  );
  return (
    <li className="admin-tool">
      {download ? (
        <a href={download} download className="card-link admin-tool__link">
          {body}
        </a>
      ) : (
        <Link to={to ?? '/admin-panel'} className="card-link admin-tool__link">
          {body}
        </Link>
      )}
      {children}
    </li>
  );
}
