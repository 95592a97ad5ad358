// The about section's image slots and texts. No zod here: the web app's first load imports this module (client.ts).
/** The about section's image slots. */
export const ABOUT_IMAGE_KEYS = ['hero_bg', 'studio', 'mixer', 'equipment', 'headphones'] as const;

export type AboutImageKey = (typeof ABOUT_IMAGE_KEYS)[number];

// About images (verbatim) and the API's refusals.
export const aboutMessages = {
  loadFailed: 'Erreur lors du chargement des images',
  uploading: "Upload de l'image en cours...",
  uploaded: 'Image mise à jour avec succès !',
  uploadFailed: "Erreur lors de l'upload de l'image",
  imageRequired: "L'image est obligatoire.",
  unknownSlot: "Emplacement d'image inconnu : choisissez hero_bg, studio, mixer, equipment ou headphones.",
  altTooLong: 'Le texte alternatif est trop long (300 caractères au plus).',
} as const;
