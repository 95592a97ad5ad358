// TV channel types, texts and the Dailymotion id reader. No zod here: the web app's first load imports this module (client.ts).
/** How a channel plays: 'dailymotion' in the embed, the others in a <video> (HLS or a file). */
export const TV_STREAM_TYPES = ['hls', 'video', 'dailymotion'] as const;

// TV (verbatim) and the admin's texts.
export const tvMessages = {
  loadFailed: 'Erreur lors du chargement des flux TV',
  unavailable: 'Flux TV non disponible',
  unavailableDetail: 'Le flux TV est temporairement indisponible',
  titleRequired: 'Le titre est obligatoire.',
  titleTooLong: 'Le titre est trop long (200 caractères au plus).',
  descriptionTooLong: 'La description est trop longue (1000 caractères au plus).',
  choiceInvalid: 'Valeur invalide.',
  urlRequired: "L'adresse du flux est obligatoire.",
  urlInvalid: "Adresse du flux invalide : une adresse http(s):// ou un chemin du site commençant par '/'.",
  dailymotionInvalid: 'Adresse Dailymotion invalide : collez le lien de la vidéo ou son identifiant.',
  typeInvalid: 'Type de flux invalide : hls, video ou dailymotion.',
  notFound: 'Chaîne TV introuvable.',
  created: 'Chaîne TV ajoutée avec succès !',
  updated: 'Chaîne TV modifiée avec succès !',
  deleted: 'Chaîne TV supprimée avec succès !',
  saveFailed: "Erreur lors de l'enregistrement de la chaîne TV",
  deleteFailed: 'Erreur lors de la suppression de la chaîne TV',
  confirmDelete: (title: string) => `Supprimer la chaîne "${title}" ?`,
} as const;

/** A Dailymotion video id from a link (dailymotion.com/video/x8abc, dai.ly/x8abc, an embed) or the id itself. */
export function dailymotionId(value: string): string | null {
  const trimmed = value.trim();
  if (/^[a-z0-9]{5,12}$/i.test(trimmed)) return trimmed;
  const match = /(?:dailymotion\.com\/(?:embed\/)?video\/|dai\.ly\/)([a-z0-9]{5,12})/i.exec(trimmed);
  return match?.[1] ?? null;
}
