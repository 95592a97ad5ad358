import { describe, expect, it } from 'vitest';
import { lowestQualityUrl } from './data-saver.ts';

// The list of qualities as infra/liquidsoap/radio.liq publishes it (CRLF lines).
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=140800,CODECS="mp4a.40.2"',
  'live-128k.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=52800,CODECS="mp4a.40.2"',
  'live-48k.m3u8',
].join('\r\n');

describe("'Économie de données' on Safari's own player", () => {
  it('picks the lowest bandwidth, resolved against the list of qualities', () => {
    expect(lowestQualityUrl(MASTER, 'https://radio.example.fr/radio/hls/live.m3u8')).toBe('https://radio.example.fr/radio/hls/live-48k.m3u8');
    expect(lowestQualityUrl(MASTER, '/radio/hls/live.m3u8', 'https://radio.example.fr/mixes')).toBe('https://radio.example.fr/radio/hls/live-48k.m3u8');
  });

  it('finds none in a playlist of segments (a station that gave one quality)', () => {
    expect(lowestQualityUrl('#EXTM3U\n#EXTINF:2.0,\n128k_1_1795888309483.ts\n', 'https://radio.example.fr/radio/hls/live-128k.m3u8')).toBeNull();
  });
});
