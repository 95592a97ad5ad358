// Playlist limits and texts. No zod here: the web app's first load imports this module (client.ts).
// 'Playlists', the Playlist record, its rules (title required) and messages; in our own
// database. The owner is the session's account; private ones are the owner's alone.
export const PLAYLIST_TITLE_MAX = 120;

export const PLAYLIST_DESCRIPTION_MAX = 500;

export const PLAYLIST_TRACKS_MAX = 200;

export const playlistMessages = {
  titleRequired: 'Le titre de la playlist est requis',
  titleTooLong: `Le titre ne doit pas dépasser ${PLAYLIST_TITLE_MAX} caractères`,
  descriptionTooLong: `La description ne doit pas dépasser ${PLAYLIST_DESCRIPTION_MAX} caractères`,
  loadFailed: 'Erreur lors du chargement des playlists',
  createFailed: 'Erreur lors de la création de la playlist',
  deleteFailed: 'Erreur lors de la suppression de la playlist',
  updateFailed: 'Erreur lors de la modification de la playlist',
  created: 'Playlist créée !',
  updated: 'Playlist modifiée !',
  deleted: 'Playlist supprimée !',
  empty: 'Aucune playlist',
  notFound: 'Playlist introuvable',
  trackAdded: 'Ajouté à la playlist !',
  trackRemoved: 'Retiré de la playlist.',
  trackAlreadyThere: 'Déjà dans cette playlist.',
  trackNotFound: 'Titre introuvable dans cette playlist',
  trackTargetInvalid: 'Choisissez un mix ou une émission.',
  trackContentNotFound: 'Mix ou émission introuvable',
  emissionWithoutReplay: "Cette émission n'a pas encore de replay.",
  tooManyTracks: `Une playlist contient au plus ${PLAYLIST_TRACKS_MAX} titres.`,
  orderInvalid: 'Le nouvel ordre doit reprendre chaque titre de la playlist une fois.',
  reordered: 'Ordre enregistré.',
  deleteConfirm: (title: string) => `Supprimer la playlist « ${title} » ? Cette action est irréversible.`,
} as const;
