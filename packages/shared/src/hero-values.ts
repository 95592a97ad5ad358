// Hero slider texts. No zod here: the web app's first load imports this module (client.ts).
// The spec's toasts and confirmation, verbatim, and the API's refusals.
export const heroMessages = {
  uploading: "🖼️ Upload de l'image hero en cours...",
  uploaded: '🎉 Image hero ajoutée avec succès !',
  uploadFailed: "❌ Erreur lors de l'upload de l'image hero",
  deleted: (title: string) => `🗑️ Image "${title}" supprimée avec succès !`,
  deleteFailed: '❌ Erreur lors de la suppression',
  reordered: '✨ Ordre des images mis à jour !',
  reorderFailed: '❌ Erreur lors de la réorganisation',
  confirmDelete: (title: string) => `Êtes-vous sûr de vouloir supprimer "${title}" ?`,
  reordering: "Mise à jour de l'ordre...",
  titleRequired: 'Le titre est obligatoire.',
  imageRequired: "L'image est obligatoire.",
  notFound: 'Image hero introuvable.',
  deletedMessage: 'Image hero supprimée.',
  reorderedMessage: 'Ordre des images mis à jour.',
  reorderInvalid: 'Ordre invalide : indiquez chaque image avec sa position (un nombre entier à partir de 1).',
  reorderMismatch: 'Ordre invalide : la liste doit contenir chaque image hero exactement une fois. Rechargez la liste et réessayez.',
  reorderPositions: 'Ordre invalide : les positions doivent aller de 1 au nombre d’images, sans doublon.',
} as const;
