// Vite plugin: the entry script is fetched at low priority (`fetchpriority="low"`, which Vite does
// not carry over from index.html). A server-rendered page is readable before its script runs
// (decision 210): the script's ~130 KB should not share a slow network with the page's first image
// or hold its first paint back. Chromium otherwise fetches a module script at high priority.
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src=/;

export function lowPriorityEntry(): Plugin {
  return {
    name: 'station-low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY_SCRIPT.test(html)) throw new Error('lowPriorityEntry: the entry script tag was not found in index.html');
        return html.replace(ENTRY_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=');
      },
    },
  };
}
