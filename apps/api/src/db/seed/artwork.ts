// Demo artwork drawn at seed time: gradients and a motif, as small SVG files. No text: the app
// prints titles next to the image, and text baked into a hero background would fight the heading.
// Nothing is fetched from the internet: the artwork must work offline.

export type Motif = 'waves' | 'vinyl' | 'bars' | 'portrait' | 'stage';

export interface ArtworkSpec {
  /** Seeds the colours and names the image for screen readers. */
  title: string;
  width: number;
  height: number;
  motif: Motif;
  /** Drives the colours; defaults to a hash of the title so every item differs. */
  hue?: number;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const hashHue = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 360, 7);

function motif(kind: Motif, w: number, h: number, hue: number): string {
  const accent = `hsl(${(hue + 40) % 360} 90% 65%)`;
  switch (kind) {
    case 'waves':
      return [0, 1, 2, 3]
        .map((i) => {
          const y = h * (0.55 + i * 0.1);
          return `<path d="M0 ${y} C ${w * 0.25} ${y - h * 0.12}, ${w * 0.5} ${y + h * 0.12}, ${w} ${y - h * 0.04}" stroke="${accent}" stroke-opacity="${0.5 - i * 0.1}" stroke-width="${h * 0.012}" fill="none"/>`;
        })
        .join('');
    case 'vinyl': {
      const r = Math.min(w, h) * 0.32;
      const grooves = [0.95, 0.8, 0.65, 0.5].map((k) => `<circle cx="${w * 0.68}" cy="${h * 0.42}" r="${r * k}" fill="none" stroke="#fff" stroke-opacity="0.12"/>`);
      return `<circle cx="${w * 0.68}" cy="${h * 0.42}" r="${r}" fill="#000" fill-opacity="0.55"/>${grooves.join('')}<circle cx="${w * 0.68}" cy="${h * 0.42}" r="${r * 0.3}" fill="${accent}"/>`;
    }
    case 'bars':
      return Array.from({ length: 24 }, (_, i) => {
        const barHeight = h * (0.15 + 0.35 * Math.abs(Math.sin(i * 1.7 + hue)));
        return `<rect x="${(w / 24) * i + 2}" y="${h * 0.72 - barHeight}" width="${w / 24 - 4}" height="${barHeight}" rx="3" fill="${accent}" fill-opacity="0.45"/>`;
      }).join('');
    case 'portrait': {
      const r = Math.min(w, h) * 0.2;
      return `<circle cx="${w / 2}" cy="${h * 0.36}" r="${r}" fill="#fff" fill-opacity="0.25"/><ellipse cx="${w / 2}" cy="${h * 0.82}" rx="${r * 1.8}" ry="${r * 1.2}" fill="#fff" fill-opacity="0.18"/>`;
    }
    case 'stage':
      return [0.2, 0.5, 0.8]
        .map((x) => `<polygon points="${w * x},0 ${w * (x - 0.12)},${h} ${w * (x + 0.12)},${h}" fill="${accent}" fill-opacity="0.16"/>`)
        .join('');
  }
}

export function artworkSvg(spec: ArtworkSpec): string {
  const { title, width: w, height: h } = spec;
  const hue = spec.hue ?? hashHue(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360} 75% 45%)"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${motif(spec.motif, w, h, hue)}
</svg>
`;
}
