// The station's mark (the favicon's drawing: a broadcast signal on the brand gradient) rasterised
// for the manifest icons. Geometry in the favicon's 64-unit grid; 4×4 samples a pixel for smooth edges.
import { encodePng } from './png.ts';

const PINK = [0xff, 0x2d, 0x87];
const VIOLET = [0x9b, 0x2c, 0xff];
const CENTER = { x: 32, y: 34 };
const STROKE = 2; // half of the favicon's stroke width
const ARC_RADII = [17, 25];
const ARC_SPAN = Math.PI / 4; // each wave spans ±45° around the horizontal, left and right

/** 'any': the rounded tile of the favicon. 'maskable': full-bleed, motif inside the 80 % safe zone. */
export type IconStyle = 'any' | 'maskable';

// Round caps at both ends of both waves.
const CAPS = ARC_RADII.flatMap((radius) =>
  [ARC_SPAN, Math.PI - ARC_SPAN].flatMap((end) =>
    [1, -1].map((side) => ({ x: CENTER.x + radius * Math.cos(end), y: CENTER.y + side * radius * Math.sin(end) })),
  ),
);
const distance = (x: number, y: number) => Math.sqrt(x * x + y * y); // Math.hypot is far slower

function isSignal(x: number, y: number): boolean {
  const dx = x - CENTER.x;
  const dy = y - CENTER.y;
  const fromCenter = distance(dx, dy);
  if (fromCenter <= 6) return true; // the dot
  if (fromCenter > ARC_RADII[1] + STROKE) return false;
  // Inside the span when the horizontal offset dominates (|angle| <= 45° or >= 135°).
  const inSpan = Math.abs(dx) >= Math.abs(dy);
  if (inSpan && ARC_RADII.some((radius) => Math.abs(fromCenter - radius) <= STROKE)) return true;
  return CAPS.some((cap) => distance(x - cap.x, y - cap.y) <= STROKE);
}

function inRoundedTile(x: number, y: number): boolean {
  const r = 16;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && distance(x - cx, y - cy) <= r;
}

export function drawIcon(size: number, style: IconStyle): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  // Maskable: the motif shrinks to 80 % around the canvas centre; the gradient fills everything.
  const motifScale = style === 'maskable' ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          const inTile = style === 'maskable' || inRoundedTile(x, y);
          if (!inTile) continue;
          tile += 1;
          const mx = (x - 32) / motifScale + CENTER.x;
          const my = (y - 32) / motifScale + (style === 'maskable' ? CENTER.y : 32);
          if (isSignal(mx, style === 'maskable' ? my : y)) white += 1;
        }
      }
      const t = (px + py) / (2 * size);
      const total = samples * samples;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const gradient = PINK[channel] + (VIOLET[channel] - PINK[channel]) * t;
        // White over the gradient, by the share of samples that fell on the signal.
        rgba[offset + channel] = tile ? Math.round(gradient + ((255 - gradient) * white) / tile) : 0;
      }
      rgba[offset + 3] = Math.round((255 * tile) / total);
    }
  }
  return encodePng(size, size, rgba);
}
