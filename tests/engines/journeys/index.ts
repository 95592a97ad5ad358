// Every journey the engines suite runs, in order.
import type { Journey } from '../engine.ts';
import { installManifest, search, signInOut } from './account-search-manifest.ts';
import { hydration } from './hydration.ts';
import { liveRadio } from './live-radio.ts';
import { mediaSessionTitle } from './media-session.ts';
import { mixResume } from './mix-resume.ts';
import { offlineReading } from './offline-reading.ts';
import { offlineWrites } from './offline-writes.ts';
import { updatePrompt, vote } from './vote-update.ts';

export const JOURNEYS: Journey[] = [
  liveRadio, mediaSessionTitle, mixResume, hydration, signInOut, search, vote, installManifest, offlineReading, offlineWrites, updatePrompt,
];
