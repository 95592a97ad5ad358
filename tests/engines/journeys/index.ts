// Every journey the engines suite runs, in order.
import type { Journey } from '../engine.ts';
import { installManifest, search, signInOut } from './account-search-manifest.ts';
import { hydration } from './hydration.ts';
import { liveRadio } from './live-radio.ts';
import { mediaSessionTitle } from './media-session.ts';
import { offlineReading } from './offline-reading.ts';
import { offlineWrites } from './offline-writes.ts';
import { updatePrompt, vote } from './vote-update.ts';

// The mix journey (mix-resume.ts) passes in Chromium and Firefox but not yet reliably in WebKitGTK
// (docs/browsers.md): it joins the suite once WebKit passes it, rather than run in two engines only.
export const JOURNEYS: Journey[] = [liveRadio, mediaSessionTitle, hydration, signInOut, search, installManifest, offlineReading, offlineWrites, vote, updatePrompt];
