import { type StudioSlot, onAirLine, silenceCutLine, studioMessages } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Mic, MicOff, Music, Pause, Play, RadioTower } from '../../../ui/icons.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useSession } from '../../../session/session-query.ts';
import { chooseMusic, endSlot, giveAirBack, setMusicPlaying, setMusicVolume, setMuted, takeAir, useStudio } from '../studio-session.ts';
import { studioQuery, takeHand } from '../api/studio-query.ts';
import { formatOnAir } from '../format-on-air.ts';
import { LiveRecordings } from './live-recordings.tsx';
import '../studio.css';

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

function OnAirDesk({ countdown }: { countdown: ReactNode }) {
  // One selector each: the meter's level changes ten times a second, the rest rarely.
  const phase = useStudio((state) => state.phase);
  const onAirSince = useStudio((state) => state.onAirSince);
  const muted = useStudio((state) => state.muted);
  const quiet = useStudio((state) => state.quiet);
  return (
    <>
      <section className="card-panel studio__desk" aria-label="À l'antenne" data-phase={phase}>
        <div className="studio__state">
          <RadioTower size={20} aria-hidden="true" />
          {/* Announced when it changes; the clock beside it ticks out of the announcement. */}
          <p role="status">
            {phase === 'starting' && 'Connexion au studio…'}
            {phase === 'on-air' && "À l'antenne"}
            {phase === 'reconnecting' && studioMessages.reconnecting}
          </p>
          {onAirSince !== null && <OnAirClock since={onAirSince} />}
        </div>
        {countdown}
        <LevelMeter />
        {quiet && (
          <p className="studio__quiet" role="alert">
            {studioMessages.quiet}
          </p>
        )}
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

const parisTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
const slotTimes = (slot: StudioSlot) => `« ${slot.title} », de ${parisTime.format(new Date(slot.starts_at))} à ${parisTime.format(new Date(slot.ends_at))}`;

/** Warned 5 and 1 minutes before the slot ends; at its end the air goes back to the AutoDJ. */
const SLOT_WARNINGS_MS = [5 * 60_000, 60_000];

/** The time left in a presenter's slot while on air, its warnings, and the hand-back at its end. */
function SlotCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(Date.now);
  const left = Date.parse(endsAt) - now;
  const [warned, setWarned] = useState(() => SLOT_WARNINGS_MS.filter((warning) => left <= warning));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) {
      endSlot();
      return;
    }
    const due = SLOT_WARNINGS_MS.find((warning) => left <= warning && !warned.includes(warning));
    if (due === undefined) return;
    setWarned([...warned, due]);
    toast.warning(due === 60_000 ? "Plus qu'une minute avant la fin de votre émission." : 'Plus que 5 minutes avant la fin de votre émission.');
  }, [left, warned]);
  return (
    <p className="studio__countdown" data-soon={left <= SLOT_WARNINGS_MS[0]! || undefined}>
      Fin de l'émission dans <strong data-testid="studio-countdown">{formatOnAir(left)}</strong>
    </p>
  );
}

/** 'Prendre l'antenne': an admin, or a presenter in its slot, goes on air from the app, on a phone as well as at a desk. */
export default function StudioPage() {
  // Every 15 s: who holds the harbor changes without this page.
  const status = useQuery({ ...studioQuery(), refetchInterval: 15_000 });
  const queryClient = useQueryClient();
  const phase = useStudio((state) => state.phase);
  const problem = useStudio((state) => state.problem);
  // Leaving the page hands the air back: nothing keeps the microphone open behind the presenter's back.
  useEffect(() => giveAirBack, []);
  // Refused or cut off: who is on air now may be why.
  useEffect(() => {
    if (problem) void queryClient.invalidateQueries({ queryKey: studioQuery().queryKey });
  }, [problem, queryClient]);
  const [handing, setHanding] = useState(false);
  /** 'Prendre la main': the harbor lets the encoder go, then this page takes the air. */
  const onTakeHand = async () => {
    setHanding(true);
    try {
      toast.success((await takeHand()).message);
      await takeAir();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setHanding(false);
    }
  };
  const studio = status.data;
  const isAdmin = useSession().account?.role === 'admin';
  return (
    <>
      <PageHeading title="Prendre l'antenne" eyebrow="Studio" lead="Le micro de cet appareil à l'antenne, en direct, sans logiciel de studio." />
      {status.error && (
        <p className="card-panel studio__unavailable" role="note">
          {status.error.message}
        </p>
      )}
      {studio && !studio.available && (
        <p className="card-panel studio__unavailable" role="note">
          {studioMessages.unavailable}
        </p>
      )}
      {studio?.last_silence_at && (
        <p className="studio__silence" role="note">
          {silenceCutLine(parisTime.format(new Date(studio.last_silence_at)))}
        </p>
      )}
      {studio?.on_air && phase === 'idle' && (
        <p className="card-panel studio__holder" role="note">
          {onAirLine(studio.on_air, parisTime.format(new Date(studio.on_air.since)))}
        </p>
      )}
      {studio?.slot && (
        <p className="studio__slot">
          {studio.may_take_air ? 'Votre émission' : 'Votre prochaine émission'} : {slotTimes(studio.slot)}.
        </p>
      )}
      {studio?.available && !studio.may_take_air && phase === 'idle' && (
        <p className="card-panel studio__unavailable" role="note">
          {studioMessages.outsideSlot}
        </p>
      )}
      {problem && (
        <p className="form-error studio__problem" role="alert">
          {problem}
        </p>
      )}
      {studio?.available && studio.on_air && studio.may_take_hand && phase === 'idle' && (
        <button type="button" className="btn btn--live studio__take" disabled={handing} onClick={() => void onTakeHand()}>
          <RadioTower size={22} aria-hidden="true" />
          Prendre la main
        </button>
      )}
      {studio?.available && studio.may_take_air && !(studio.on_air && studio.may_take_hand) && phase === 'idle' && (
        <button type="button" className="btn btn--live studio__take" onClick={() => void takeAir()}>
          <Mic size={22} aria-hidden="true" />
          {problem === studioMessages.connectionLost ? "Reprendre l'antenne" : "Prendre l'antenne"}
        </button>
      )}
      {phase !== 'idle' && <OnAirDesk countdown={studio?.slot ? <SlotCountdown key={studio.slot.ends_at} endsAt={studio.slot.ends_at} /> : null} />}
      {studio?.replays && !isAdmin && (
        <p className="studio__hint studio__replay-note">
          {studio.replays === 'auto'
            ? "Votre direct est enregistré : il rejoint les replays de votre émission dès que vous rendez l'antenne."
            : "Votre direct est enregistré : l'équipe le publie ensuite dans les replays de votre émission."}
        </p>
      )}
      {studio?.replays && isAdmin && <LiveRecordings />}
    </>
  );
}
