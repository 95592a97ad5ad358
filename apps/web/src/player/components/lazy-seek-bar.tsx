import { lazy } from 'react';

// The seek bar and its times load with the first mix or replay loaded in the player: the radio,
// which the bar offers on every page's first load, has none. Rendered inside a Suspense boundary.
export const SeekBar = lazy(() => import('./seek-bar.tsx').then((module) => ({ default: module.SeekBar })));
export const SeekTimes = lazy(() => import('./seek-bar.tsx').then((module) => ({ default: module.SeekTimes })));
