// Edit and delete of the article shown in full mode, for admins (lazy chunk), with the confirmations and texts of the news.
import type { Actualite } from '@station/shared';
import { newsMessages } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { refreshPublicList, sendJson, staffWriteFailure } from '../../../lib/send-form.ts';
import { Modal } from '../../../ui/modal.tsx';
import { newsQuery } from '../../../content/news-query.ts';
import type { NewsKind } from '../news-lists.ts';
import { ArticleForm } from './article-form.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../news.css';

export default function ArticleAdmin({ article, kind }: { article: Actualite; kind: NewsKind }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!window.confirm(newsMessages.deleteConfirm)) return;
    setDeleting(true);
    try {
      await sendJson(`/api/actualites/${article.actualiteid}`, 'DELETE');
      await refreshPublicList(queryClient, newsQuery().queryKey, '/api/actualites');
      toast.success(newsMessages.deleted);
    } catch (failure) {
      toast.error(staffWriteFailure(failure, newsMessages.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="article-admin">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)}>
        <Pencil size={16} aria-hidden="true" />
        Modifier
      </button>
      <DeleteButton small disabled={deleting} onClick={() => void remove()} />
      <Modal open={editing} onClose={() => setEditing(false)} title={kind === 'contest' ? 'Modifier le concours' : "Modifier l'actualité"}>
        <ArticleForm kind={kind} article={article} onDone={() => setEditing(false)} />
      </Modal>
    </div>
  );
}
