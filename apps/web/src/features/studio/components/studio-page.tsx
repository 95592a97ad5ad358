import { type StudioStatus, studioMessages } from '@station/shared/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { api, readJson } from '../../../lib/api-client.ts';
import { Mic, MicOff, Music, Pause, Play, RadioTower } from '../../../ui/icons.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { chooseMusic, giveAirBack, setMusicPlaying, setMusicVolume, setMuted, takeAir, useStudio } from '../studio-session.ts';
import '../studio.css';

const studioQuery = () => queryOptions({ queryKey: ['studio'], queryFn: (): Promise<StudioStatus> => readJson(api.studio.$get()), staleTime: 60_000 });

/** Time on air as the studio clock shows it: 4:07, then 1:02:09. */
export function formatOnAir(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function OnAirClock({ since }: { since: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="studio__clock" data-testid="studio-clock" dateTime={`PT${Math.floor((now - since) / 1000)}S`}>
      {formatOnAir(now - since)}
    </time>
  );
}

function LevelMeter() {
  const level = useStudio((state) => state.level);
  return (
    // Green, then amber near the top, red when it clips: the browser's own colours for low and high.
    <meter className="studio__meter" aria-label="Niveau du son envoyé" min={0} max={1} low={0.7} high={0.9} optimum={0.3} value={level} />
  );
}

function MusicSource() {
  const musicName = useStudio((state) => state.musicName);
  const musicPlaying = useStudio((state) => state.musicPlaying);
  const musicVolume = useStudio((state) => state.musicVolume);
  const fileId = useId();
  const faderId = useId();
  return (
    <section className="card-panel studio__music" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>
        <Music size={18} aria-hidden="true" /> Musique
      </h2>
      <p className="studio__hint">Un fichier de l'appareil, sous la voix ou à sa place (micro coupé).</p>
      {/* The browser's own file button speaks the browser's language: a label of ours stands for it. */}
      <label htmlFor={fileId} className="btn btn--ghost studio__file">
        {musicName ?? 'Choisir un fichier'}
      </label>
      <input id={fileId} className="visually-hidden" type="file" accept="audio/*" onChange={(event) => event.target.files?.[0] && chooseMusic(event.target.files[0])} />
      {musicName && (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => void setMusicPlaying(!musicPlaying)}>
            {musicPlaying ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
            {musicPlaying ? 'Arrêter la musique' : 'Lancer la musique'}
          </button>
          <label htmlFor={faderId}>Volume de la musique</label>
          <input id={faderId} type="range" min={0} max={100} value={Math.round(musicVolume * 100)} onChange={(event) => setMusicVolume(Number(event.target.value) / 100)} />
        </>
      )}
    </section>
  );
}

function OnAirDesk() {
  // One selector each: the meter's level changes ten times a second, the rest rarely.
  const phase = useStudio((state) => state.phase);
  const onAirSince = useStudio((state) => state.onAirSince);
  const muted = useStudio((state) => state.muted);
  return (
    <>
      <section className="card-panel studio__desk" aria-label="À l'antenne" data-phase={phase}>
        <p className="studio__state" role="status">
          <RadioTower size={20} aria-hidden="true" />
          {phase === 'starting' && 'Connexion au studio…'}
          {phase === 'on-air' && "À l'antenne"}
          {phase === 'reconnecting' && studioMessages.reconnecting}
          {onAirSince !== null && <OnAirClock since={onAirSince} />}
        </p>
        <LevelMeter />
        <div className="studio__actions">
          <button type="button" className="btn btn--ghost" aria-pressed={muted} onClick={() => setMuted(!muted)}>
            {muted ? <MicOff size={18} aria-hidden="true" /> : <Mic size={18} aria-hidden="true" />}
            Couper le micro
          </button>
          <button type="button" className="btn btn--live" onClick={giveAirBack}>
            Rendre l'antenne
          </button>
        </div>
      </section>
      <MusicSource />
    </>
  );
}

/** 'Prendre l'antenne': an admin goes on air from the app, on a phone as well as at a desk. */
export default function StudioPage() {
  const status = useQuery(studioQuery());
  const phase = useStudio((state) => state.phase);
  const problem = useStudio((state) => state.problem);
  // Leaving the page hands the air back: nothing keeps the microphone open behind the presenter's back.
  useEffect(() => giveAirBack, []);
  return (
    <>
      <PageHeading title="Prendre l'antenne" eyebrow="Espace équipe" lead="Le micro de cet appareil à l'antenne, en direct, sans logiciel de studio." />
      {status.data && !status.data.available && (
        <p className="card-panel studio__unavailable" role="note">
          {studioMessages.unavailable}
        </p>
      )}
      {problem && (
        <p className="form-error studio__problem" role="alert">
          {problem}
        </p>
      )}
      {status.data?.available && phase === 'idle' && (
        <button type="button" className="btn btn--live studio__take" onClick={() => void takeAir()}>
          <Mic size={22} aria-hidden="true" />
          {problem === studioMessages.connectionLost ? "Reprendre l'antenne" : "Prendre l'antenne"}
        </button>
      )}
      {phase !== 'idle' && <OnAirDesk />}
    </>
  );
}
