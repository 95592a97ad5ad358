import type { Account } from '@station/shared';
import { talentProfileUpdateSchema, userProfileUpdateSchema } from '@station/shared';
import { mailMessages, messages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Pencil, UserRound } from '../../../ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import '../profile.css';

/** 'Profile (/profile)': loading, failure, header, personal information, password. */
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
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const save = useSaveProfile(account);
  const editable = record.role !== 'moderator';
  // Prenom, nom and email required, email-shaped; the same schema as the server.
  const form = useForm<ProfileForm>({
    defaultValues: saved,
    resolver:
      record.role === 'talent'
        ? sharedSchemaResolver(talentProfileUpdateSchema, toTalentPayload)
        : sharedSchemaResolver(userProfileUpdateSchema, toUserPayload),
  });
  // The 'Modifier' button is replaced by the form: move focus into it rather than lose it.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (editing) sectionRef.current?.querySelector('input')?.focus();
  }, [editing]);
  const edit = () => {
    form.reset(saved);
    setEditing(true);
  };

  const send = async (draft: ProfileForm) => {
    const stored = await save.mutateAsync(draft);
    toast.success(messages.profileUpdated);
    // A new address waits for its link; the old one stays until then.
    if ('pending_email' in stored && stored.pending_email) toast.info(mailMessages.emailChangePending, { duration: 10_000 });
    setEditing(false);
  };
  const chosenAvatar = form.watch('avatar_url');

  return (
    <div className="profile">
      <ProfileHeader record={record} avatarUrl={editing ? chosenAvatar : saved.avatar_url} onChooseAvatar={editing ? () => setPicking(true) : undefined} />
      <section ref={sectionRef} className="card-panel" aria-labelledby="profile-info-title">
        <header className="card-panel__header">
          <h2 id="profile-info-title">
            <UserRound size={20} aria-hidden="true" />
            Informations Personnelles
          </h2>
          {editable && !editing && (
            <button type="button" className="btn btn--ghost" onClick={edit}>
              <Pencil size={16} aria-hidden="true" />
              Modifier
            </button>
          )}
        </header>
        {editing ? (
          // A refusal the server explains (email taken, invalid field) is shown; anything else is the spec's text.
          <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.profileUpdateFailed)} errorsAs="toast">
            <ProfileEditFields role={record.role} />
            <div className="form__actions">
              <SubmitButton busyLabel="Sauvegarde..." className="btn btn--primary">
                Sauvegarder
              </SubmitButton>
              {/* 'Annuler' restores the original values, the avatar included. */}
              <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
                Annuler
              </button>
            </div>
          </StationForm>
        ) : (
          <ProfileDetails role={record.role} form={saved} />
        )}
        {!editable && <p className="muted">Vos informations sont gérées par un administrateur.</p>}
      </section>
      <PasswordCard account={account} />
      {editing && (
        <AvatarPickerModal
          open={picking}
          onClose={() => setPicking(false)}
          current={saved.avatar_url}
          chosen={chosenAvatar}
          onPick={(avatar_url) => form.setValue('avatar_url', avatar_url, { shouldDirty: true })}
        />
      )}
    </div>
  );
}
