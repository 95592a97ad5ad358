// Mix texts. No zod here: the web app's first load imports this module (client.ts).
/** Mixes and 'Mix add': the texts the admin reads. */
export const mixMessages = {
  titleRequired: 'Veuillez saisir un titre',
  descriptionRequired: 'Veuillez saisir une description',
  djRequired: 'Veuillez sélectionner un DJ',
  djNotFound: "Le DJ choisi n'existe pas ou n'a pas le rôle DJ.",
  customCategoryRequired: 'Veuillez saisir une catégorie personnalisée',
  imageRequired: 'Veuillez sélectionner une image',
  audioRequired: 'Veuillez sélectionner un fichier audio',
  addFailed: "Erreur lors de l'ajout du mix",
  editFailed: 'Erreur lors de la modification du mix',
  deleteFailed: 'Erreur lors de la suppression du mix',
  added: 'Mix ajouté avec succès',
  edited: 'Mix modifié avec succès',
  deleted: 'Mix supprimé avec succès',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce mix ? Cette action est irréversible.',
  editConfirm: 'Êtes-vous sûr de vouloir enregistrer ces modifications ?',
  loadFailed: 'Failed to fetch mixes',
  djsLoadFailed: 'Failed to load DJs',
} as const;
