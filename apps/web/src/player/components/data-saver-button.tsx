import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { stationQuery } from '../../content/station-query.ts';
import { playsHlsNatively } from '../../lib/attach-stream.ts';
import { useHydrated } from '../../ssr/hydration.ts';
import { Gauge } from '../../ui/icons.tsx';
import { audioElement, keepLowestQuality } from '../audio-engine.ts';
import { learnLowestQuality, setDataSaver, useDataSaver } from '../data-saver.ts';
import { playLive } from '../player-controls.ts';
import { isLive, usePlayerStore } from '../player-store.ts';

/** 'Économie de données' on the live bar, when the station offers its stream in two qualities (HLS). */
export function DataSaverButton() {
  const hlsUrl = useQuery(stationQuery()).data?.streamHlsUrl ?? null;
  // The server cannot know the device's choice: off until hydrated, as the server drew it.
  const hydrated = useHydrated();
  const on = useDataSaver((state) => state.on) && hydrated;
  // Safari's own player is given the lowest quality's address at the press: read it beforehand.
  useEffect(() => {
    if (hlsUrl && on && playsHlsNatively(audioElement(), true)) void learnLowestQuality(hlsUrl);
  }, [hlsUrl, on]);
  if (!hlsUrl) return null;
  const toggle = () => {
    setDataSaver(!on);
    const { playing, item } = usePlayerStore.getState();
    if (!playing || !isLive(item) || keepLowestQuality(!on)) return;
    // hls.js changes quality at its next segment; Safari's player starts again on the other
    // playlist, once it knows where the lowest quality is.
    void learnLowestQuality(hlsUrl).then(() => playLive());
  };
  return (
    <button
      type="button"
      className={`player-bar__skip data-saver ${on ? 'is-on' : ''}`}
      aria-label="Économie de données"
      aria-pressed={on}
      title={on ? 'Économie de données : activée (qualité réduite)' : 'Économie de données : désactivée'}
      onClick={toggle}
    >
      <Gauge size={18} aria-hidden="true" />
    </button>
  );
}
