import { GENRES } from '@station/shared/client';
import type { ProfileForm, ProfileRecord } from '../profile-form.ts';
import '../profile.css';

const genreLabel = (value: string) => GENRES.find((genre) => genre.value === value)?.label ?? value;

/** Labels of the form fields for each role (profile-form.ts maps them). */
export function fieldLabels(role: ProfileRecord['role']) {
  return role === 'talent'
    ? { prenom: "Nom d'artiste", nom: 'Nom complet', profession: 'Genre musical', bio: 'Biographie' }
    : { prenom: 'Prénom', nom: 'Nom', profession: 'Profession', bio: 'Bio' };
}

/** The read-only 'Informations Personnelles': empty values say so. */
export function ProfileDetails({ role, form }: { role: ProfileRecord['role']; form: ProfileForm }) {
  const labels = fieldLabels(role);
  const rows: [string, string][] = [
    [labels.prenom, form.prenom],
    [labels.nom, form.nom],
    ['Email', form.email],
  ];
  if (role !== 'moderator') {
    rows.push(['Téléphone', form.telephone || 'Non renseigné'], ['Adresse', form.adresse || 'Non renseignée']);
  }
  if (role === 'talent') {
    rows.push([labels.profession, form.profession ? genreLabel(form.profession) : 'Non renseigné']);
  }
  return (
    <>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {role === 'talent' && (
        <div className="details__bio">
          <h3>{labels.bio}</h3>
          <p>{form.bio || 'Aucune bio renseignée'}</p>
        </div>
      )}
    </>
  );
}
