import { RETENTION } from '@station/shared/client';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useStation } from '../content/station-query.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import '../features/account-data/account-data.css';

// 'Confidentialité': what the station keeps, why, and for how long.
// The durations are the ones the purge job applies (RETENTION, packages/shared).
export const Route = createFileRoute('/confidentialite')({
  head: pageHead('Confidentialité'),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { station, stationName } = useStation();
  return (
    <div className="container container--narrow privacy">
      <PageHeading title="Confidentialité" eyebrow={stationName} lead="Ce que la station conserve sur vous, pourquoi, et combien de temps." />
      <section aria-labelledby="privacy-account">
        <h2 id="privacy-account">Votre compte</h2>
        <p>
          Nom, prénom, adresse email, et, si vous les donnez, téléphone, adresse et avatar : pour vous connecter, vous écrire (réinitialisation du mot de
          passe, confirmation de l’adresse) et afficher vos contributions. Votre mot de passe n’est jamais conservé, seulement son empreinte (argon2id).
          Tout cela est gardé tant que le compte existe.
        </p>
        <p>
          Vos commentaires, dédicaces, j’aime, playlists, émissions suivies, votes et, pour les talents, vos participations aux concours (photo et morceau
          compris) sont liés au compte pour le faire fonctionner.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Vos droits</h2>
        <p>
          Depuis <Link to="/profile">votre profil</Link>, « Mes données » télécharge tout ce que la station conserve sur votre compte (format JSON) et
          permet de supprimer le compte après avoir saisi à nouveau votre mot de passe : vos informations, commentaires, dédicaces, playlists et fichiers
          envoyés sont effacés et toutes vos sessions fermées. Vos votes restent comptés, sans votre nom, pour que les résultats des concours ne changent pas.
        </p>
        <p>Pour toute autre demande : {station?.email ?? 'contact@radio-live.fr'}.</p>
      </section>
      <section aria-labelledby="privacy-durations">
        <h2 id="privacy-durations">Combien de temps</h2>
        <ul>
          <li>Sessions de connexion : fermées après {RETENTION.sessionIdleHours} heure sans activité, puis effacées.</li>
          <li>Liens de réinitialisation (valables 1 heure) et de confirmation (7 jours) : effacés {RETENTION.linksDaysAfterUse} jour après leur usage ou leur expiration ; seule une empreinte du lien est conservée.</li>
          <li>Compteurs anti-abus (tentatives de connexion, demandes de lien) : {RETENTION.rateLimitDays} jours, sous forme d’empreintes.</li>
          <li>Lieux de connexion habituels (empreintes), pour freiner les tentatives de connexion : {RETENTION.knownAddressesDays} jours.</li>
          <li>Courriels envoyés (destinataire, objet ; le contenu est effacé dès l’envoi) : {RETENTION.mailsDays} jours.</li>
          <li>Journaux du serveur : {RETENTION.serverLogsDays} jours, chez l’hébergeur.</li>
          <li>Newsletter : jusqu’à votre désinscription.</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies</h2>
        <p>
          Un seul cookie, nécessaire : celui de la session, posé quand vous vous connectez. Le thème et l’état du lecteur restent dans votre navigateur. Aucun
          cookie publicitaire ni de mesure d’audience.
        </p>
      </section>
    </div>
  );
}
