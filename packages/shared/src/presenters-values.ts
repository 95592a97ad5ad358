// Presenter roles, limits and texts. No zod here: the web app's first load imports this module (client.ts).
export const PRESENTER_ROLES = ['animateur', 'DJ'] as const;

export const presenterMessages = {
  // The account linked to a presenter ('Prendre l'antenne' during its slots).
  accountUnknown: "Aucun compte n'utilise cette adresse.",
  accountTaken: 'Ce compte est déjà lié à un autre animateur.',
  accountLinked: "Compte lié : il pourra prendre l'antenne pendant les émissions de cet animateur.",
  accountUnlinked: "Compte délié de l'animateur.",
  imageRequired: 'Veuillez sélectionner une image',
  nomRequired: 'Le nom est obligatoire',
  prenomRequired: 'Le prénom est obligatoire',
  categorieRequired: 'La catégorie est obligatoire',
  descriptionRequired: 'La description est obligatoire',
  roleInvalid: 'Le rôle doit être « animateur » ou « DJ »',
  facebookInvalid: "Le lien Facebook n'est pas une URL valide (https://...)",
  instagramInvalid: "Le lien Instagram n'est pas une URL valide (https://...)",
  tiktokInvalid: "Le lien TikTok n'est pas une URL valide (https://...)",
  added: 'Animateur ajouté avec succès !',
  updated: 'Animateur modifié avec succès !',
  deleted: 'Animateur supprimé avec succès !',
  addFailed: "Erreur lors de l'ajout de l'animateur",
  updateFailed: "Erreur lors de la modification de l'animateur",
  deleteFailed: "Erreur lors de la suppression de l'animateur",
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet animateur ?',
  editConfirm: 'Êtes-vous sûr de vouloir enregistrer ces modifications ?',
} as const;

export const PRESENTER_DESCRIPTION_MAX = 5000;

/** GET and PUT /api/animateurs/:animateurid/account (admins): the linked account's address, or null. */
export interface PresenterAccount {
  email: string | null;
}
