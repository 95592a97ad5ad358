// Every journey the engines suite runs, in order.
import type { Journey } from '../engine.ts';
import { installManifest, search, signInOut } from './account-search-manifest.ts';
import { hydration } from './hydration.ts';
import { liveRadio } from './live-radio.ts';
import { mixResume } from './mix-resume.ts';
import { mediaSessionTitle } from './media-session.ts';

export const JOURNEYS: Journey[] = [liveRadio, mediaSessionTitle, hydration, mixResume, signInOut, search, installManifest];
