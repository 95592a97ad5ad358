// The admin's add button for news or contest news (lazy chunk); opens the article form.
import { useNavigate } from '@tanstack/react-router';
import { Plus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import type { NewsKind } from '../news-lists.ts';
import { ArticleForm } from './article-form.tsx';

interface NewsAdminToolbarProps {
  kind: NewsKind;
  /** The button's words ('Créer le premier concours' in the empty contest block). */
  label?: string;
}

export default function NewsAdminToolbar({ kind, label }: NewsAdminToolbarProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const title = kind === 'contest' ? 'Ajouter un concours' : 'Ajouter une actualité';
  return (
    <div className="admin-toolbar">
      <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" />
        {label ?? title}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <ArticleForm
          kind={kind}
          onDone={(saved) => {
            setOpen(false);
            const params = { id: String(saved.actualiteid) };
            void (kind === 'contest' ? navigate({ to: '/actualites/concours/$id', params }) : navigate({ to: '/actualites/$id', params }));
          }}
        />
      </Modal>
    </div>
  );
}
