// RSS 2.0 with Apple's itunes: tags and the Podcast Index's podcast: namespace. Every
// text is escaped for XML; characters XML 1.0 forbids (control characters) are dropped.
import { createHash } from 'node:crypto';

export interface PodcastEpisode {
  guid: string;
  title: string;
  description: string;
  url: string;
  length: number;
  type: string;
  durationSeconds: number | null;
  pubDate: Date;
}

export interface PodcastChannel {
  title: string;
  description: string;
  /** The page listeners open (the emission's card, or the emissions page). */
  link: string;
  /** This feed's own absolute URL. */
  feedUrl: string;
  imageUrl: string;
  author: string;
  ownerName: string;
  ownerEmail: string;
  category: string;
  lastBuildDate: Date;
  episodes: PodcastEpisode[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 refuses.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string) =>
  text.replace(FORBIDDEN, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** itunes:duration as HH:MM:SS. */
export function formatDuration(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * podcast:guid (Podcast Index namespace): a UUIDv5 of the feed URL without its scheme, in the
 * namespace the specification fixes, so every directory computes the same one.
 */
export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex');
  const hash = createHash('sha1').update(namespace).update(feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '')).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function item(episode: PodcastEpisode): string {
  const lines = [
    '    <item>',
    `      <title>${escapeXml(episode.title)}</title>`,
    `      <description>${escapeXml(episode.description)}</description>`,
    `      <itunes:summary>${escapeXml(episode.description)}</itunes:summary>`,
    `      <guid isPermaLink="false">${escapeXml(episode.guid)}</guid>`,
    `      <pubDate>${episode.pubDate.toUTCString()}</pubDate>`,
    `      <enclosure url="${escapeXml(episode.url)}" length="${episode.length}" type="${escapeXml(episode.type)}"/>`,
    ...(episode.durationSeconds !== null ? [`      <itunes:duration>${formatDuration(episode.durationSeconds)}</itunes:duration>`] : []),
    '      <itunes:episodeType>full</itunes:episodeType>',
    '      <itunes:explicit>false</itunes:explicit>',
    '    </item>',
  ];
  return lines.join('\n');
}

export function renderPodcastRss(channel: PodcastChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>fr</language>',
    `    <copyright>${escapeXml(`© ${channel.author}`)}</copyright>`,
    `    <lastBuildDate>${channel.lastBuildDate.toUTCString()}</lastBuildDate>`,
    `    <image><url>${escapeXml(channel.imageUrl)}</url><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link></image>`,
    `    <itunes:image href="${escapeXml(channel.imageUrl)}"/>`,
    `    <itunes:author>${escapeXml(channel.author)}</itunes:author>`,
    `    <itunes:summary>${escapeXml(channel.description)}</itunes:summary>`,
    `    <itunes:owner><itunes:name>${escapeXml(channel.ownerName)}</itunes:name><itunes:email>${escapeXml(channel.ownerEmail)}</itunes:email></itunes:owner>`,
    `    <itunes:category text="${escapeXml(channel.category)}"/>`,
    '    <itunes:explicit>false</itunes:explicit>',
    '    <itunes:type>episodic</itunes:type>',
    `    <podcast:guid>${podcastGuid(channel.feedUrl)}</podcast:guid>`,
    `    <podcast:locked owner="${escapeXml(channel.ownerEmail)}">no</podcast:locked>`,
    ...channel.episodes.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
