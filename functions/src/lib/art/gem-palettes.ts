/** Colours of real stones, used to paint generated crystal artwork. [light, mid, dark] */
export const GEM_PALETTES: Record<string, [string, string, string]> = {
  amethyst: ['#d9c2f0', '#9b6bd3', '#5b2a86'],
  'rose quartz': ['#fbe0e6', '#f2a7b8', '#c96d86'],
  citrine: ['#fff1bf', '#f5c542', '#b9830f'],
  'clear quartz': ['#ffffff', '#dfe9f1', '#9fb4c7'],
  labradorite: ['#c9d8e6', '#5f7c99', '#2e3e52'],
  moonstone: ['#f5f7fb', '#d5dcea', '#9aa7c2'],
  "tiger's eye": ['#f3c77b', '#b7791f', '#5e3a0e'],
  'lapis lazuli': ['#a9c1f5', '#2a4fb0', '#14255c'],
  malachite: ['#a8e6c4', '#1f9a5c', '#0b4d2c'],
  turquoise: ['#c4f1ee', '#3cbfb4', '#1b7a73'],
  obsidian: ['#8a8f99', '#3a3d44', '#111215'],
  carnelian: ['#ffd0b0', '#e8743b', '#9c3a12'],
  aventurine: ['#c8f0c9', '#4caf67', '#21643a'],
  selenite: ['#ffffff', '#f1efe9', '#cfc9bb'],
  fluorite: ['#e3d7fb', '#8f7ad8', '#3f9c8c'],
  garnet: ['#f3a3ad', '#a3172d', '#560914'],
  peridot: ['#ecf8b8', '#a6c93a', '#5b7412'],
  aquamarine: ['#dff6fb', '#7fd0e3', '#3b8aa3'],
  opal: ['#fdf6ff', '#d7e9fb', '#f4c9e3'],
  sodalite: ['#b7c6ef', '#3350a8', '#18254f'],
  jade: ['#cdebd2', '#55a36b', '#22593a'],
  'smoky quartz': ['#e5d8cb', '#8c7461', '#3f3026'],
  'black tourmaline': ['#7d8087', '#2b2d31', '#0c0d0f'],
  hematite: ['#c6c9cf', '#6f737b', '#2a2c30'],
  amazonite: ['#d6f5ef', '#6cc7b6', '#2f7f70'],
  'tree agate': ['#f0f4ee', '#9cc39a', '#4e7a4b'],
  sunstone: ['#ffe0c2', '#f19a4d', '#a4501a'],
  pyrite: ['#f1e6b5', '#b9a14a', '#5f5120'],
  kyanite: ['#d1e1f7', '#5b86c9', '#233f73'],
  rhodonite: ['#f6cfd6', '#c95e77', '#3b2a2e'],
};

export const DEFAULT_PALETTE: [string, string, string] = ['#efe7fb', '#a58bd6', '#4e3a7a'];

export function paletteFor(stone: string): [string, string, string] {
  return GEM_PALETTES[stone.toLowerCase()] ?? DEFAULT_PALETTE;
}
