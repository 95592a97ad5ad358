import type { TalentDetail, UserProfile } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { toForm, toTalentPayload, toUserPayload } from './profile-form.ts';

const talent: TalentDetail = {
  talonid: 3, id: 3, nom_artiste: 'Nina Rose', nom_complet: 'Nina Rousseau', genre_musical: 'r&b/soul', biographie: 'Soul.', bio: 'Soul.',
  avatar_url: null, total_votes: 2, date_inscription: '2026-01-01T00:00:00.000Z', email: 'nina@example.org', telephone: null, address: 'Montreuil',
};
const user: UserProfile = { userid: 1, id: 1, nom: 'Martin', prenom: 'Léa', email: 'lea@example.org', tel: '06', address_location: null, avatar_url: '/avatars/preset-3.svg', userType: 'user' };

describe('profile field mapping', () => {
  it('maps a talent both ways: prenom is the artist name, profession the genre, bio the biography', () => {
    const form = toForm({ role: 'talent', data: talent });
    expect(form).toEqual({ prenom: 'Nina Rose', nom: 'Nina Rousseau', email: 'nina@example.org', telephone: '', adresse: 'Montreuil', profession: 'r&b/soul', bio: 'Soul.', avatar_url: '' });
    expect(toTalentPayload({ ...form, bio: 'Neuf.' })).toEqual({
      nom_artiste: 'Nina Rose', nom_complet: 'Nina Rousseau', email: 'nina@example.org', telephone: '', address: 'Montreuil',
      genre_musical: 'r&b/soul', biographie: 'Neuf.', avatar_url: '',
    });
  });

  it('maps a user: telephone to tel, adresse to address_location', () => {
    const form = toForm({ role: 'user', data: user });
    expect(toUserPayload({ ...form, adresse: 'Paris' })).toEqual({
      prenom: 'Léa', nom: 'Martin', email: 'lea@example.org', tel: '06', address_location: 'Paris', avatar_url: '/avatars/preset-3.svg',
    });
  });
});
