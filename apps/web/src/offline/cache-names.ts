// Names shared by the page and the service worker (sw/src/): one place, so they never drift.
export const IMAGE_CACHE = 'station-images';
export const MIX_AUDIO_CACHE = 'station-mix-audio';
/** Where mix audio is served; the worker answers downloaded ones from MIX_AUDIO_CACHE. */
export const MIX_AUDIO_PREFIX = '/musics/MixDJ/';
