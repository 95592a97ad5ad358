// The admin's article form (news and contest news): for contest news the category
// is fixed to 'jeux de concours' and read-only, and the organiser is optional. One multipart upload
// with its progress; loaded only for admins (news-admin-toolbar.tsx, article-admin.tsx).
import type { Actualite } from '@station/shared';
import { actualiteFormSchema } from '@station/shared';
import { CONTEST_NEWS_KEYWORD, isContestNews, mediaUrl, newsMessages, parisDate } from '@station/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { newsQuery } from '../../../content/news-query.ts';
import { fileTooLarge, refreshPublicList, sendForm, staffWriteFailure } from '../../../lib/send-form.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import type { NewsKind } from '../news-lists.ts';
import '../news.css';

interface ArticleFormProps {
  kind: NewsKind;
  /** The article to edit; a new one when absent. */
  article?: Actualite;
  onDone: (saved: Actualite) => void;
}

interface ArticleValues {
  title: string;
  categorie: string;
  date: string;
  hoster_name: string;
  description: string;
  content: string;
  podcast_url: string;
  image: File | null;
}

export function ArticleForm({ kind, article, onDone }: ArticleFormProps) {
  const queryClient = useQueryClient();
  const contest = kind === 'contest';
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ArticleValues>({
    defaultValues: {
      title: article?.title ?? '',
      categorie: contest ? CONTEST_NEWS_KEYWORD : (article?.categorie ?? ''),
      date: article?.date ?? parisDate(),
      hoster_name: article?.hoster_name ?? '',
      description: article?.description ?? '',
      content: article?.content ?? '',
      podcast_url: article?.podcast_url ?? '',
      image: null,
    },
    resolver: sharedSchemaResolver(actualiteFormSchema, ({ image: _image, ...fields }) => fields, (values) =>
      (!article && !values.hoster_name.trim() && !isContestNews(values.categorie) && newsMessages.hostRequired) ||
      (!article && !values.image && newsMessages.imageRequired) ||
      fileTooLarge(values.image, 'image'),
    ),
  });

  const save = async ({ image, ...fields }: ArticleValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (image) body.append('image', image);
    setProgress(0);
    try {
      const { data } = await sendForm<{ data: Actualite }>(article ? `/api/actualites/${article.actualiteid}` : '/api/actualites', body, {
        method: article ? 'PUT' : 'POST',
        onProgress: setProgress,
      });
      await refreshPublicList(queryClient, newsQuery().queryKey, '/api/actualites');
      toast.success(article ? newsMessages.edited : newsMessages.added);
      onDone(data);
    } finally {
      setProgress(null);
    }
  };

  return (
    <StationForm form={form} onSubmit={save} failure={(error) => staffWriteFailure(error, article ? newsMessages.editFailed : newsMessages.addFailed)}>
      <FormTextField<ArticleValues> name="title" label="Titre *" maxLength={300} />
      <div className="form__row">
        <FormTextField<ArticleValues>
          name="categorie"
          label="Catégorie *"
          readOnly={contest}
          maxLength={100}
          hint={contest ? 'Catégorie fixe des jeux concours.' : undefined}
        />
        <FormTextField<ArticleValues> name="date" label="Date" type="date" />
      </div>
      <FormTextField<ArticleValues> name="hoster_name" label={contest ? 'Organisateur' : article ? 'Auteur' : 'Auteur *'} maxLength={200} />
      <FormTextArea<ArticleValues> name="description" label="Description courte *" rows={2} />
      <FormTextArea<ArticleValues>
        name="content"
        label="Contenu"
        rows={6}
        hint="Une ligne vide sépare les paragraphes ; les #hashtags et les liens https:// sont mis en valeur."
      />
      <FormTextField<ArticleValues> name="podcast_url" label="URL du podcast" type="url" inputMode="url" placeholder="https://..." />
      <FormFileField<ArticleValues>
        name="image"
        label={article ? "Image (laisser vide pour garder l'image)" : 'Image *'}
        kind="image"
        currentUrl={mediaUrl('actualiteImage', article?.img_url ?? null)}
      />
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel={<><Save size={18} aria-hidden="true" />Envoi en cours...</>}>
        <Save size={18} aria-hidden="true" />
        {article ? 'Enregistrer les modifications' : contest ? 'Publier le concours' : "Publier l'actualité"}
      </SubmitButton>
    </StationForm>
  );
}
