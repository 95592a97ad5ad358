// 'Économie de données': the live stream's lowest quality (48 kbps, ~22 MB an hour against ~58 MB
// at 128 kbps) when the station offers HLS. On by default on mobile data or when the browser asks
// to save data; the listener's own choice is kept. hls.js caps its quality; Safari's own player
// cannot be capped, so it is given the lowest quality's playlist, read from the station's list of
// qualities (a few hundred bytes, fetched once the choice is on, never the audio itself).
import { create } from 'zustand';

const KEY = 'station:data-saver';

type NetworkInformation = { saveData?: boolean; type?: string };

function initialChoice(): boolean {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'on' || saved === 'off') return saved === 'on';
  } catch {
    // Unreadable storage: the network decides.
  }
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || connection?.type === 'cellular';
}

export const useDataSaver = create<{ on: boolean }>(() => ({ on: typeof window === 'undefined' ? false : initialChoice() }));

export function setDataSaver(on: boolean) {
  useDataSaver.setState({ on });
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the choice holds for this visit.
  }
}

/**
 * The address of the lowest quality a list of qualities (an HLS master playlist) names, resolved
 * against the list's own address (itself against the page's); null when the text names none.
 */
export function lowestQualityUrl(masterText: string, masterUrl: string, pageUrl = globalThis.location?.href): string | null {
  const lines = masterText.split(/\r?\n/).map((line) => line.trim());
  let lowest: { bandwidth: number; uri: string } | null = null;
  for (let index = 0; index < lines.length; index++) {
    const bandwidth = /^#EXT-X-STREAM-INF:.*\bBANDWIDTH=(\d+)/.exec(lines[index]!)?.[1];
    const uri = lines.slice(index + 1).find((line) => line !== '' && !line.startsWith('#'));
    if (bandwidth && uri && (!lowest || Number(bandwidth) < lowest.bandwidth)) lowest = { bandwidth: Number(bandwidth), uri };
  }
  return lowest ? new URL(lowest.uri, new URL(masterUrl, pageUrl)).href : null;
}

const lowestQualities = new Map<string, string | null>();

/** The lowest quality's address once read (see above), else undefined. */
export const knownLowestQuality = (masterUrl: string) => lowestQualities.get(masterUrl) ?? undefined;

/** Reads the list of qualities once, ahead of the press on play (Safari needs the address at once). */
export async function learnLowestQuality(masterUrl: string) {
  if (lowestQualities.has(masterUrl)) return;
  lowestQualities.set(masterUrl, null);
  try {
    const response = await fetch(masterUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    lowestQualities.set(masterUrl, lowestQualityUrl(await response.text(), masterUrl));
  } catch {
    // Offline or unreachable: tried again at the next occasion.
    lowestQualities.delete(masterUrl);
  }
}
