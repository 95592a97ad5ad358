// The admin's article form (spec 2 §5 'News add' and 'Contest news'): for contest news the category
// is fixed to 'jeux de concours' and read-only, and the organiser is optional. One multipart upload
// with its progress; loaded only for admins (news-admin-toolbar.tsx, article-admin.tsx).
import type { Actualite } from '@station/shared';
import { actualiteFormSchema } from '@station/shared';
import { CONTEST_NEWS_KEYWORD, isContestNews, mediaUrl, newsMessages, parisDate } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { fileTooLarge, refreshPublicList, sendForm, staffWriteFailure } from '../../../lib/send-form.ts';
import { FileField, UploadProgress } from '../../../ui/file-field.tsx';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { newsQuery } from '../../../content/news-query.ts';
import type { NewsKind } from '../news-lists.ts';
import '../news.css';

interface ArticleFormProps {
  kind: NewsKind;
  /** The article to edit; a new one when absent. */
  article?: Actualite;
  onDone: (saved: Actualite) => void;
}

export function ArticleForm({ kind, article, onDone }: ArticleFormProps) {
  const queryClient = useQueryClient();
  const contest = kind === 'contest';
  const [fields, setFields] = useState({
    title: article?.title ?? '',
    categorie: contest ? CONTEST_NEWS_KEYWORD : (article?.categorie ?? ''),
    date: article?.date ?? parisDate(),
    hoster_name: article?.hoster_name ?? '',
    description: article?.description ?? '',
    content: article?.content ?? '',
    podcast_url: article?.podcast_url ?? '',
  });
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const ids = { description: useId(), content: useId() };
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = actualiteFormSchema.safeParse(fields);
    const hostMissing = !article && !fields.hoster_name.trim() && !isContestNews(fields.categorie) && newsMessages.hostRequired;
    const imageMissing = !article && !image && newsMessages.imageRequired;
    const problem = (!parsed.success && parsed.error.issues[0]?.message) || hostMissing || imageMissing || fileTooLarge(image, 'image');
    if (problem) return setError(problem);
    setError(undefined);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image', image);
    setProgress(0);
    try {
      const { data } = await sendForm<{ data: Actualite }>(article ? `/api/actualites/${article.actualiteid}` : '/api/actualites', form, {
        method: article ? 'PUT' : 'POST',
        onProgress: setProgress,
      });
      await refreshPublicList(queryClient, newsQuery().queryKey, '/api/actualites');
      toast.success(article ? newsMessages.edited : newsMessages.added);
      onDone(data);
    } catch (failure) {
      setError(staffWriteFailure(failure, article ? newsMessages.editFailed : newsMessages.addFailed));
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Titre *" value={fields.title} onChange={set('title')} maxLength={300} />
      <div className="form__row">
        <TextField
          label="Catégorie *"
          value={fields.categorie}
          onChange={set('categorie')}
          readOnly={contest}
          maxLength={100}
          hint={contest ? 'Catégorie fixe des jeux concours.' : undefined}
        />
        <TextField label="Date" type="date" value={fields.date} onChange={set('date')} />
      </div>
      <TextField label={contest ? 'Organisateur' : article ? 'Auteur' : 'Auteur *'} value={fields.hoster_name} onChange={set('hoster_name')} maxLength={200} />
      <div className="field">
        <label htmlFor={ids.description}>Description courte *</label>
        <textarea id={ids.description} className="field__input" rows={2} value={fields.description} onChange={(event) => set('description')(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.content}>Contenu</label>
        <textarea id={ids.content} className="field__input" rows={6} value={fields.content} onChange={(event) => set('content')(event.target.value)} />
        <p className="field__hint">Une ligne vide sépare les paragraphes ; les #hashtags et les liens https:// sont mis en valeur.</p>
      </div>
      <TextField label="URL du podcast" type="url" inputMode="url" placeholder="https://..." value={fields.podcast_url} onChange={set('podcast_url')} />
      <FileField
        label={article ? "Image (laisser vide pour garder l'image)" : 'Image *'}
        kind="image"
        file={image}
        onChange={setImage}
        currentUrl={mediaUrl('actualiteImage', article?.img_url ?? null)}
      />
      <UploadProgress fraction={progress} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        <Save size={18} aria-hidden="true" />
        {sending ? 'Envoi en cours...' : article ? 'Enregistrer les modifications' : contest ? 'Publier le concours' : "Publier l'actualité"}
      </button>
    </form>
  );
}
