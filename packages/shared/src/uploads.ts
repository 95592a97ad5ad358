// What the server accepts as an upload: checked by its bytes, limited in size.
// Shared so the web app can refuse an oversized file before sending it.
export type UploadKind = 'image' | 'audio';

export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  audio: 500 * 1024 * 1024,
};

export const uploadMessages = {
  notMultipart: 'Formulaire invalide : les fichiers doivent être envoyés en multipart/form-data.',
  imageTooLarge: 'Image trop volumineuse : 10 Mo maximum.',
  audioTooLarge: 'Fichier audio trop volumineux : 500 Mo maximum.',
  bodyTooLarge: 'Envoi trop volumineux.',
  emptyFile: 'Le fichier envoyé est vide.',
  notAnImage: "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
  notAudio: "Ce fichier n'est pas un fichier audio valide (MP3, AAC, M4A, OGG ou WAV).",
  imageDimensionsTooLarge: 'Image trop grande : 40 millions de pixels au maximum.',
  tooManyFields: 'Formulaire invalide : trop de champs.',
  uploadInterrupted: "L'envoi du fichier a été interrompu. Veuillez réessayer.",
  offline: 'Vous êtes hors ligne : cette modification nécessite une connexion.',
} as const;
