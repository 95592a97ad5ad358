// News texts and link checks. No zod here: the web app's first load imports this module (client.ts).
import { CONTEST_NEWS_KEYWORD } from './station-values.ts';

/** Contest news are the articles whose category contains 'jeux de concours'. */
export const isContestNews = (categorie: string) => categorie.toLowerCase().includes(CONTEST_NEWS_KEYWORD);

/** News and 'News add' / 'Contest news': the texts the admin reads. */
export const newsMessages = {
  titleRequired: 'Veuillez saisir un titre',
  categoryRequired: 'Veuillez saisir une catégorie',
  descriptionRequired: 'Veuillez saisir une description courte',
  hostRequired: "Veuillez saisir le nom de l'auteur",
  dateInvalid: 'Veuillez saisir une date valide (AAAA-MM-JJ)',
  podcastUrlInvalid: 'Veuillez saisir une URL valide pour le podcast (http ou https)',
  imageRequired: 'Veuillez sélectionner une image',
  addFailed: "Erreur lors de l'ajout de l'actualité",
  editFailed: "Erreur lors de la modification de l'actualité",
  deleteFailed: "Erreur lors de la suppression de l'actualité",
  added: 'Actualité ajoutée avec succès!',
  edited: 'Actualité mise à jour avec succès!',
  deleted: 'Actualité supprimée avec succès!',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette actualité ?',
} as const;
