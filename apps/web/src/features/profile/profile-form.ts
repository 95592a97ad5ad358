// The profile form's fields and how they map to a user's or a talent's record.
import type { AdminAnimateur, TalentDetail, TalentProfileUpdateInput, UserProfile, UserProfileUpdateInput } from '@station/shared';

export type ProfileRecord =
  | { role: 'user'; data: UserProfile }
  | { role: 'talent'; data: TalentDetail }
  | { role: 'moderator'; data: AdminAnimateur };

export interface ProfileForm {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  adresse: string;
  profession: string;
  bio: string;
  avatar_url: string;
}

export function toForm(record: ProfileRecord): ProfileForm {
  const empty = { telephone: '', adresse: '', profession: '', bio: '', avatar_url: '' };
  switch (record.role) {
    case 'talent': {
      const talent = record.data;
      return {
        prenom: talent.nom_artiste,
        nom: talent.nom_complet,
        email: talent.email ?? '',
        telephone: talent.telephone ?? '',
        adresse: talent.address ?? '',
        profession: talent.genre_musical ?? '',
        bio: talent.biographie ?? '',
        avatar_url: talent.avatar_url ?? '',
      };
    }
    case 'user': {
      const user = record.data;
      return { ...empty, prenom: user.prenom, nom: user.nom, email: user.email, telephone: user.tel ?? '', adresse: user.address_location ?? '', avatar_url: user.avatar_url ?? '' };
    }
    case 'moderator':
      return { ...empty, prenom: record.data.prenom, nom: record.data.nom, email: record.data.email };
  }
}

/** For a user: telephone → tel, adresse → address_location (profession and bio do not exist). */
export const toUserPayload = (form: ProfileForm): UserProfileUpdateInput => ({
  prenom: form.prenom,
  nom: form.nom,
  email: form.email,
  tel: form.telephone,
  address_location: form.adresse,
  avatar_url: form.avatar_url,
});

/** For a talent: prenom → nom_artiste, nom → nom_complet, profession → genre_musical, bio → biographie. */
export const toTalentPayload = (form: ProfileForm): TalentProfileUpdateInput => ({
  nom_artiste: form.prenom,
  nom_complet: form.nom,
  email: form.email,
  telephone: form.telephone,
  address: form.adresse,
  genre_musical: form.profession,
  biographie: form.bio,
  avatar_url: form.avatar_url,
});
