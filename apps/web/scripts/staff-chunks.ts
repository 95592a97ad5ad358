// The staff screens' code stays out of the service worker's precache. The worker downloads the whole
// precache right after a first visit shows, one file after the other, beside the listener's own
// first taps; a fifth of it was the studio, moderation and admin code, which listeners never run
// (staff open them online and their browser caches them as any page's code). Which files those are
// is read from the build's chunk graph (dist/.vite/manifest.json), not from file names: a file is
// the staff's alone when no path from the entry reaches it without going through staff code.
import type { ManifestTransform } from 'workbox-build';
import { type Manifest, readManifest } from './first-load.ts';

/**
 * Where the staff's code starts: their routes (split parts carry `?tsr-split=...`), the features only
 * staff use, and the admin controls public pages load for staff alone (a feature's `admin/` folder).
 */
const STAFF_SOURCE = /^src\/(routes\/(admin-|moderation|studio)|features\/(admin-animateurs|audience|mail|studio)\/|features\/[^/]+\/admin\/)/;

/** The scripts and styles only staff code leads to. */
export function staffOnlyFiles(manifest: Manifest): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(key) || STAFF_SOURCE.test(key)) return;
    reached.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const listenerFiles = new Set<string>();
  for (const key of reached) {
    const chunk = manifest[key]!;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) listenerFiles.add(file);
  }
  const staffOnly = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!listenerFiles.has(file)) staffOnly.add(file);
  }
  return staffOnly;
}

/** vite-plugin-pwa's `manifestTransforms` entry: the precache list without the staff's files. */
export function leaveOutStaffFiles(distDir: string): ManifestTransform {
  return (entries) => {
    const staffOnly = staffOnlyFiles(readManifest(distDir));
    return { manifest: entries.filter((entry) => !staffOnly.has(entry.url)), warnings: [] };
  };
}
