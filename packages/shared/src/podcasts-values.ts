// Podcast feeds of the emissions' replays (RSS 2.0 with itunes: and podcast:).

/** Apple Podcasts wants square artwork of 1400 to 3000 pixels. */
export const PODCAST_ARTWORK_SIZE = 1400;

/** '/podcasts/12.xml' for an emission, '/podcasts/station.xml' for the whole station. */
export const podcastFeedPath = (emissionId: number | 'station') => `/podcasts/${emissionId}.xml`;

/** Podcast apps that subscribe from a link, built from the feed's absolute URL. */
export function podcastAppLinks(feedUrl: string) {
  const bare = feedUrl.replace(/^https?:\/\//, '');
  return [
    { name: 'Apple Podcasts', href: `podcast://${bare}` },
    { name: 'Pocket Casts', href: `pktc://subscribe/${bare}` },
    { name: 'AntennaPod', href: `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(feedUrl)}` },
    { name: 'Overcast', href: `overcast://x-callback-url/add?url=${encodeURIComponent(feedUrl)}` },
  ];
}

export const podcastMessages = {
  notFound: "Ce podcast n'existe pas.",
  feedCopied: 'Lien du flux copié.',
  copyFailed: 'Impossible de copier le lien : sélectionnez-le et copiez-le.',
} as const;
