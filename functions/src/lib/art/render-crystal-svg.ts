import { paletteFor } from './gem-palettes';

export type JewelleryForm = 'necklace' | 'stone' | 'wire' | 'ring' | 'bracelet';

/** Small deterministic PRNG (mulberry32) seeded from a string hash, so the same seed draws the same art. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** One hexagonal crystal point with lit and shaded facets. */
function crystalPoint(cx: number, baseY: number, width: number, height: number, tilt: number, pal: string[]): string {
  const w = width / 2;
  const tipY = baseY - height;
  const shoulderY = tipY + width * 0.9;
  const tx = cx + tilt;
  const left = `M${f(cx - w)},${f(baseY)} L${f(cx - w + tilt * 0.6)},${f(shoulderY)} L${f(tx)},${f(tipY)} L${f(tx)},${f(baseY)} Z`;
  const right = `M${f(tx)},${f(baseY)} L${f(tx)},${f(tipY)} L${f(cx + w + tilt * 0.6)},${f(shoulderY)} L${f(cx + w)},${f(baseY)} Z`;
  const face = `M${f(cx - w * 0.35)},${f(baseY)} L${f(cx - w * 0.35 + tilt * 0.6)},${f(shoulderY + 4)} L${f(tx)},${f(tipY + 6)} L${f(cx + w * 0.35 + tilt * 0.6)},${f(shoulderY + 4)} L${f(cx + w * 0.35)},${f(baseY)} Z`;
  return `<path d="${left}" fill="${pal[0]}" opacity="0.95"/><path d="${right}" fill="${pal[2]}" opacity="0.9"/><path d="${face}" fill="${pal[1]}" opacity="0.85"/>`;
}

function setting(form: JewelleryForm, rand: () => number): string {
  const gold = rand() > 0.5 ? '#c9a449' : '#b8bcc6';
  switch (form) {
    case 'necklace':
      return `<path d="M120,40 Q400,420 680,40" fill="none" stroke="${gold}" stroke-width="6" stroke-dasharray="14 6" stroke-linecap="round"/><circle cx="400" cy="262" r="14" fill="none" stroke="${gold}" stroke-width="6"/>`;
    case 'wire': {
      let d = '';
      for (let i = 0; i < 9; i++) {
        const y = 430 + i * 26 + rand() * 8;
        d += `<path d="M250,${f(y)} C330,${f(y - 40)} 470,${f(y + 40)} 550,${f(y)}" fill="none" stroke="${gold}" stroke-width="5" stroke-linecap="round"/>`;
      }
      return d + `<path d="M400,300 C340,250 460,200 400,150" fill="none" stroke="${gold}" stroke-width="6"/>`;
    }
    case 'ring':
      return `<ellipse cx="400" cy="600" rx="190" ry="80" fill="none" stroke="${gold}" stroke-width="26"/>`;
    case 'bracelet': {
      let beads = '';
      for (let i = 0; i < 18; i++) {
        const a = (i / 18) * Math.PI * 2;
        beads += `<circle cx="${f(400 + Math.cos(a) * 250)}" cy="${f(560 + Math.sin(a) * 110)}" r="26" fill="url(#bead)" stroke="rgba(0,0,0,0.15)"/>`;
      }
      return beads;
    }
    default:
      return `<ellipse cx="400" cy="690" rx="260" ry="40" fill="rgba(0,0,0,0.12)"/>`;
  }
}

/**
 * Procedural crystal artwork: a cluster of points in the stone's colours on a soft gradient, with the
 * setting of the piece (chain, wire wrap, ring band, beads). Different seeds draw different pieces.
 */
export function renderCrystalSvg(opts: { seed: string; stone: string; form: JewelleryForm; label?: string }): string {
  const rand = rng(opts.seed);
  const pal = paletteFor(opts.stone);
  const hue = Math.floor(rand() * 360);
  const points: string[] = [];
  const count = opts.form === 'stone' ? 5 + Math.floor(rand() * 4) : 3 + Math.floor(rand() * 3);
  const baseY = opts.form === 'ring' ? 560 : opts.form === 'bracelet' ? 520 : 640;
  const scale = opts.form === 'ring' || opts.form === 'bracelet' ? 0.6 : 1;
  const order = Array.from({ length: count }, (_, i) => i).sort(() => rand() - 0.5);
  for (const i of order) {
    const spread = (i - (count - 1) / 2) * (opts.form === 'stone' ? 70 : 55) * scale;
    const height = (200 + rand() * 260 - Math.abs(spread) * 0.8) * scale;
    const width = (70 + rand() * 50) * scale;
    points.push(crystalPoint(400 + spread, baseY, width, Math.max(height, 90 * scale), (rand() - 0.5) * 60 * scale, pal));
  }
  let sparkles = '';
  for (let i = 0; i < 14; i++) {
    const x = 80 + rand() * 640;
    const y = 60 + rand() * 600;
    const r = 2 + rand() * 5;
    sparkles += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff" opacity="${f(0.4 + rand() * 0.6)}"/>`;
  }
  const title = opts.label ? `<title>${escapeXml(opts.label)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">${title}<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="hsl(${hue},60%,97%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},35%,86%)"/></radialGradient><radialGradient id="bead" cx="35%" cy="35%" r="70%"><stop offset="0" stop-color="${pal[0]}"/><stop offset="1" stop-color="${pal[2]}"/></radialGradient></defs><rect width="800" height="800" fill="url(#bg)"/>${setting(opts.form, rand)}${points.join('')}${sparkles}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
