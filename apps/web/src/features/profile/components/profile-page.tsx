import type { Account } from '@station/shared';
import { talentProfileUpdateSchema, userProfileUpdateSchema } from '@station/shared';
import { mailMessages, messages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Pencil, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { useSaveProfile } from '../api/profile-mutations.ts';
import { profileQuery } from '../api/profile-query.ts';
import { type ProfileForm, type ProfileRecord, toForm, toTalentPayload, toUserPayload } from '../profile-form.ts';
import { AvatarPickerModal } from './avatar-picker-modal.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditFields } from './profile-edit-fields.tsx';
import { ProfileHeader } from './profile-header.tsx';
import '../profile.css';

/** spec 1 §2 'Profile (/profile)': loading, failure, header, personal information, password. */
export function ProfilePage({ account }: { account: Account }) {
  const query = useQuery(profileQuery(account));
  if (query.isPending) {
    return (
      <div className="spinner-block" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Chargement du profil...</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="load-error" role="alert">
        {messages.profileLoadFailed}
      </div>
    );
  }
  return <LoadedProfile account={account} record={query.data} />;
}

function LoadedProfile({ account, record }: { account: Account; record: ProfileRecord }) {
  const saved = toForm(record);
  const [draft, setDraft] = useState<ProfileForm | null>(null);
  const [picking, setPicking] = useState(false);
  const save = useSaveProfile(account);
  const editable = record.role !== 'moderator';
  // The 'Modifier' button is replaced by the form: move focus into it rather than lose it.
  const formRef = useRef<HTMLFormElement>(null);
  const editing = draft !== null;
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    // spec 1 §5: prenom, nom and email required, email-shaped; the same schema as the server.
    const parsed =
      record.role === 'talent' ? talentProfileUpdateSchema.safeParse(toTalentPayload(draft)) : userProfileUpdateSchema.safeParse(toUserPayload(draft));
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? messages.profileUpdateFailed);
    save.mutate(draft, {
      onSuccess: (saved) => {
        toast.success(messages.profileUpdated);
        // Issue 22 §3: a new address waits for its link; the old one stays until then.
        if ('pending_email' in saved && saved.pending_email) toast.info(mailMessages.emailChangePending, { duration: 10_000 });
        setDraft(null);
      },
      // A refusal the server explains (email taken, invalid field) is shown; anything else is the spec's text.
      onError: (error) => toast.error(refusalOr(error, messages.profileUpdateFailed)),
    });
  };

  return (
    <div className="profile">
      <ProfileHeader record={record} avatarUrl={(draft ?? saved).avatar_url} onChooseAvatar={draft ? () => setPicking(true) : undefined} />
      <section className="card-panel" aria-labelledby="profile-info-title">
        <header className="card-panel__header">
          <h2 id="profile-info-title">
            <UserRound size={20} aria-hidden="true" />
            Informations Personnelles
          </h2>
          {editable && !draft && (
            <button type="button" className="btn btn--ghost" onClick={() => setDraft(saved)}>
              <Pencil size={16} aria-hidden="true" />
              Modifier
            </button>
          )}
        </header>
        {draft ? (
          <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
            <ProfileEditFields role={record.role} form={draft} onChange={(change) => setDraft({ ...draft, ...change })} />
            <div className="form__actions">
              <button type="submit" className="btn btn--primary" disabled={save.isPending}>
                {save.isPending ? 'Sauvegarde...' : 'Sauvegarder'}
              </button>
              {/* 'Annuler' restores the original values, the avatar included. */}
              <button type="button" className="btn btn--ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
                Annuler
              </button>
            </div>
          </form>
        ) : (
          <ProfileDetails role={record.role} form={saved} />
        )}
        {!editable && <p className="muted">Vos informations sont gérées par un administrateur.</p>}
      </section>
      <PasswordCard account={account} />
      {draft && (
        <AvatarPickerModal
          open={picking}
          onClose={() => setPicking(false)}
          current={saved.avatar_url}
          chosen={draft.avatar_url}
          onPick={(avatar_url) => setDraft({ ...draft, avatar_url })}
        />
      )}
    </div>
  );
}
