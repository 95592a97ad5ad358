import { createFileRoute } from '@tanstack/react-router';
import { BarChart3, BookOpen, CalendarDays, Code2, Disc3, Download, Images, Mail, MessageSquareHeart, Newspaper as LetterIcon, Mic, Newspaper, Radio, RadioTower, ShieldCheck, Trophy, Tv, Users } from '../ui/icons.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { AdminToolCard } from '../features/admin-panel/components/admin-tool-card.tsx';
import { usePendingDedicationsCount } from '../features/dedications/api/dedication-queries.ts';
import { usePendingCount } from '../features/moderation/components/pending-badge.tsx';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

// The staff's home (admins only, others redirected to /): one card per tool, with what
// waits for moderation. The tools' controls sit on the public pages where the spec puts them.
export const Route = createFileRoute('/admin-panel')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Administration'),
  component: AdminPanelPage,
});

function AdminPanelPage() {
  const pendingDedications = usePendingDedicationsCount('admin');
  const pendingModeration = usePendingCount();
  return (
    <Page title="Administration" eyebrow="Espace équipe" lead="Tout ce qui fait tourner la station, au même endroit.">
      <ul className="admin-tools" aria-label="Outils d'administration">
        <AdminToolCard icon={RadioTower} title="Prendre l'antenne" description="Passer en direct depuis cet appareil : micro, musique, niveau, sans logiciel de studio." to="/studio" />
        <AdminToolCard icon={ShieldCheck} title="Modération" description="Commentaires et dédicaces en attente, au clavier (j/k, a, r)." to="/moderation" waiting={pendingModeration} />
        <AdminToolCard icon={CalendarDays} title="Programmation" description="Créer, modifier et supprimer les programmes de la semaine." to="/programme-calendrier" />
        <AdminToolCard icon={MessageSquareHeart} title="Dédicaces" description="Approuver ou rejeter les dédicaces des auditeurs." to="/dedicaces" waiting={pendingDedications} />
        <AdminToolCard icon={Trophy} title="Gestion des Concours" description="Concours, soumissions, statistiques et classement CSV." to="/admin-panel/concours" />
        <AdminToolCard icon={Mic} title="Animateurs" description="Ajouter, modifier ou supprimer les animateurs et leurs photos." to="/animateurs" />
        <AdminToolCard icon={Radio} title="Émissions" description="Émissions, dates de diffusion, animateurs et enregistrements." to="/emissions" />
        <AdminToolCard icon={Users} title="Admin-animateurs" description="Comptes des animateurs qui modèrent les dédicaces." to="/admin-animateurs" />
        <AdminToolCard icon={Disc3} title="Mixes" description="Ajouter, modifier ou supprimer les mixes et l'Entrée de la semaine." to="/mixes" />
        <AdminToolCard icon={Newspaper} title="Actualités" description="Publier, modifier ou supprimer les actualités." to="/actualites" />
        <AdminToolCard icon={Trophy} title="Jeux concours" description="Publier, modifier ou supprimer les jeux concours." to="/actualites/concours" />
        <AdminToolCard icon={Images} title="Images hero" description="Ajouter, ordonner et supprimer les images du slider de l'accueil." to="/" />
        <AdminToolCard icon={BookOpen} title="Notre Histoire" description="Changer les cinq images de la section À propos." to="/a-propos" />
        <AdminToolCard icon={Code2} title="Intégrer le lecteur" description="Le code du lecteur du direct (ou d'un mix) à coller sur le site d'un partenaire." to="/admin-panel/integrer" />
        <AdminToolCard icon={Tv} title="Streaming TV" description="Ajouter, modifier et supprimer les chaînes TV." to="/admin-tv" />
        <AdminToolCard icon={BarChart3} title="Audience" description="Auditeurs du direct par minute et par programme, mixes et replays écoutés, votes des concours, en graphiques et CSV." to="/admin-panel/audience" />
        <AdminToolCard icon={Mail} title="Courriels envoyés" description="Les courriels de la station (réinitialisations, confirmations) ; dans la démo, leur contenu et leurs liens." to="/admin-panel/courriels" />
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <AdminToolCard icon={LetterIcon} title="La lettre" description="Composer, prévisualiser, tester et envoyer la newsletter aux abonnés confirmés." to="/admin-panel/lettre" />
        <AdminToolCard icon={Download} title="Newsletter" description="Exporter les abonnés confirmés (avec la preuve de leur consentement) au format CSV." download="/api/newsletter/export.csv" />
      </ul>
    </Page>
  );
}
