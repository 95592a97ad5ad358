// The embeddable player's page: small server-made HTML, its styles inline, one small
// script (/embed/player.js). Made to sit in a partner's <iframe>: the station's name links back.
import type { NowPlaying } from '@station/shared';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface EmbedPage {
  kind: 'live' | 'mix';
  stationName: string;
  /** Where the name links back to (the app's page of what plays). */
  backUrl: string;
  /** Live: the stream; a mix: its file. */
  src: string;
  mixId?: number;
  heading: string;
  line: string;
}

const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;background:#0d0b14;color:#fff;font:15px/1.35 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.embed{display:flex;align-items:center;gap:14px;height:100%;min-height:72px;padding:10px 14px;background:linear-gradient(135deg,#1a1224,#0d0b14)}
.embed__play{flex:none;width:52px;height:52px;border:0;border-radius:50%;background:linear-gradient(135deg,#ec4899,#8b5cf6);color:#fff;cursor:pointer;display:grid;place-items:center}
.embed__play:focus-visible{outline:3px solid #fff;outline-offset:2px}
.embed__play svg{width:24px;height:24px;fill:currentColor}.embed__play .pause,.embed__play[data-state=playing] .play{display:none}.embed__play[data-state=playing] .pause{display:block}
.embed__text{min-width:0;flex:1}.embed__text p{margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.embed__badge{display:inline-block;margin-right:6px;padding:1px 6px;border-radius:4px;background:#ec4899;font-size:11px;font-weight:700;letter-spacing:.05em;vertical-align:1px}
.embed__heading{font-weight:700}.embed__line{color:#c9c3d6;font-size:13px}
.embed__station{flex:none;color:#f9a8d4;font-size:13px;font-weight:600;text-decoration:none}.embed__station:hover{text-decoration:underline}
@media (max-width:340px){.embed__station{display:none}}`;

export function renderEmbedPage(page: EmbedPage): string {
  const attributes =
    page.kind === 'live' ? `data-embed="live" data-stream="${escapeHtml(page.src)}"` : `data-embed="mix" data-mix="${page.mixId}"`;
  const audio = page.kind === 'live' ? '<audio preload="none"></audio>' : `<audio preload="none" src="${escapeHtml(page.src)}"></audio>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.stationName)} – lecteur</title>
<style>${STYLE}</style>
</head>
<body>
<main class="embed" ${attributes}>
<button type="button" class="embed__play" data-play data-state="paused" aria-label="Lecture"><svg class="play" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg><svg class="pause" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 5h4v14H6zm8 0h4v14h-4z"/></svg></button>
<div class="embed__text">
<p class="embed__heading">${page.kind === 'live' ? '<span class="embed__badge">LIVE</span>' : ''}<span data-programme>${escapeHtml(page.heading)}</span></p>
<p class="embed__line" data-track>${escapeHtml(page.line)}</p>
</div>
<a class="embed__station" href="${escapeHtml(page.backUrl)}" target="_blank" rel="noopener">${escapeHtml(page.stationName)}</a>
${audio}
</main>
<script src="/embed/player.js" defer></script>
</body>
</html>`;
}

/** The live page's first text, from what is on air when it is made (the script keeps it fresh). */
export const liveTexts = (nowPlaying: NowPlaying) => ({ heading: nowPlaying.programme?.title ?? 'En direct', line: nowPlaying.track ?? '' });
