// Going live from the app ('Prendre l'antenne'): the harbor's one-use pass and its texts. No zod here.

/** A pass to the harbor lasts a minute: long enough to connect, too short to be worth stealing. */
export const STUDIO_PASS_TTL_MS = 60_000;

/** Where the browser studio reaches Liquidsoap's harbor, on the station's own origin (Caddy). */
export const STUDIO_WEBSOCKET_PATH = '/radio/studio';

export const studioMessages = {
  // The studio page ('Prendre l'antenne').
  unavailable:
    "Prendre l'antenne depuis l'application demande la pile de la station (Liquidsoap, Icecast et Caddy) : cette installation n'en a pas. Le guide docs/station-stack.md du dépôt (« The browser studio ») explique comment la mettre en place et passer à l'antenne depuis un téléphone.",
  microphoneRefused: "Micro refusé : autorisez l'accès au micro dans les réglages du navigateur, puis réessayez.",
  microphoneMissing: 'Aucun micro trouvé sur cet appareil.',
  recorderMissing: "Ce navigateur ne sait pas encore envoyer le son au studio. Utilisez Chrome, Edge ou Firefox.",
  harborRefused: "Le studio a refusé la connexion : une autre source est peut-être à l'antenne. Réessayez dans un instant.",
  connectionLost: "Liaison perdue : l'antenne est revenue à la programmation automatique.",
  reconnecting: 'Liaison coupée, reconnexion au studio…',
  notPresenter: "Prendre l'antenne est réservé à l'équipe et aux animateurs dont le compte est lié à leur fiche.",
  outsideSlot: "Vous pourrez prendre l'antenne 10 minutes avant le début de votre émission, jusqu'à sa fin.",
  slotOver: "Fin de votre émission : l'antenne est rendue à la programmation automatique.",
  quiet: "Aucun son envoyé depuis 10 secondes : à 20 secondes de silence, la programmation automatique reprend l'antenne.",
  passRefused: 'Accès au studio refusé : pass inconnu, expiré ou déjà utilisé. Demandez-en un nouveau.',
  harborCheckInvalid: 'Vérification du studio invalide : un pass (texte) est attendu.',
  // 'Prendre la main'.
  handOverOff: "Prendre la main demande l'adresse du harbor (HARBOR_CONTROL_URL) : cette installation ne l'a pas.",
  handedOver: "La main est à vous : l'antenne se libère, le studio vous la donne.",
  handOverFailed: 'Le studio ne répond pas : impossible de prendre la main. Réessayez dans un instant.',
  holderInvalid: 'Source du studio invalide : app, encoder ou none est attendu.',
  // Replays ('Enregistrements du direct').
  recordingInvalid: "Enregistrement invalide : le nom d'un fichier du studio et ses instants de début et de fin sont attendus.",
  recordingMissing: "Cet enregistrement n'est pas dans le dossier des enregistrements.",
  recordingsOff: "Les enregistrements du direct ne sont pas activés ici (RECORDINGS_FOLDER).",
  recordingNotFound: 'Enregistrement introuvable.',
  recordingPublished: "Déjà publié : il est dans les replays de l'émission.",
  emissionRequired: "Choisissez l'émission où publier cet enregistrement.",
  published: "Publié dans les replays de l'émission.",
  deleted: 'Enregistrement supprimé.',
};

/**
 * The title on air while the browser studio speaks: the programme on air and its presenter
 * ('Les Matinales avec Léa'), else the station live.
 */
export function studioTitle(programme: { title: string; host: string | null } | undefined, stationName: string): string {
  if (!programme) return `${stationName} en direct`;
  return programme.host ? `${programme.title} avec ${programme.host}` : programme.title;
}

/** GET /api/studio: whether this installation can take the air from the app, and where. */
export interface StudioStatus {
  /** False in the embedded demo and wherever the station stack (Liquidsoap's harbor behind Caddy) is absent. */
  available: boolean;
  websocket_path: string;
  /** This account may take the air now: an admin always, a presenter within its slot's window. */
  may_take_air: boolean;
  /** A presenter's slot: the one it may take the air in now, else its next one (today, or tomorrow's first); null for admins. */
  slot: StudioSlot | null;
  /** The studio is recorded on air and becomes its programme's replay (RECORDINGS_FOLDER): at once ('auto') or after a staff check ('review'); null: not recorded. */
  replays: 'auto' | 'review' | null;
  /** Who holds the harbor now, as Liquidsoap last said; null: nobody (the AutoDJ has the air). */
  on_air: StudioHolder | null;
  /** This account may take the hand from the studio's encoder on air ('Prendre la main': admins, with HARBOR_CONTROL_URL). */
  may_take_hand: boolean;
  /** The last time, within the hour, the studio fell silent for 20 s and the AutoDJ took the air back. */
  last_silence_at: string | null;
}

export interface StudioHolder {
  /** 'app': a studio page; 'encoder': the studio's encoder (BUTT, Mixxx, OBS). */
  source: 'app' | 'encoder';
  /** The presenter on air from a studio page, if its account is linked to one. */
  name: string | null;
  since: string;
}

/** 'À l'antenne depuis 21:04 : l'encodeur du studio.' */
export const onAirLine = (holder: StudioHolder, time: string) =>
  `À l'antenne depuis ${time} : ${holder.source === 'encoder' ? "l'encodeur du studio" : holder.name ? `${holder.name} (studio de l'application)` : "l'équipe (studio de l'application)"}.`;

export interface StudioSlot {
  title: string;
  starts_at: string;
  ends_at: string;
}

/** A presenter may take the air from this long before its programme starts, until it ends. */
export const STUDIO_EARLY_MS = 10 * 60_000;

/** POST /api/studio/pass: what the studio page sends the harbor (in its hello, never in an address). */
export interface StudioPass {
  pass: string;
  expires_at: string;
  websocket_path: string;
}

/** The staff's line about the last silence cut ('Coupure pour silence à 21:04…'). */
export const silenceCutLine = (time: string) => `Coupure pour silence à ${time} : 20 secondes sans son, la programmation automatique a repris l'antenne.`;

/** A replay's own title: shown as 'Direct du 29 novembre 2026' (recordingLabel adds the day). */
export const LIVE_REPLAY_TITLE = 'Direct';

/** Where a studio recording stands: on its emission, waiting for a staff check, or on no emission yet. */
export type LiveRecordingStatus = 'published' | 'review' | 'unattached';

/** GET /api/studio/recordings: the staff's list ('Enregistrements du direct'). */
export interface LiveRecording {
  id: number;
  status: LiveRecordingStatus;
  started_at: string;
  ended_at: string;
  duration_seconds: number | null;
  /** 'app': from the studio page; 'encoder': from the studio's encoder. */
  source: 'app' | 'encoder';
  /** Who took the air from the app (their name), null for the encoder. */
  presenter: string | null;
  programme_title: string | null;
  emission: { id: number; title: string } | null;
  audio_url: string;
}

export const liveRecordingStatusLabels: Record<LiveRecordingStatus, string> = {
  published: 'Publié',
  review: 'À vérifier',
  unattached: 'Sans émission',
};
