/** Drafts alt text from the piece's name and gemstones, e.g. "Rose Quartz Pendant with rose quartz, clear quartz"; a later photo adds ", view 2". */
export function draftAltText(name: string, gemstones: readonly string[], index = 0): string {
  const stones = gemstones.length > 0 ? ` with ${gemstones.join(', ').toLowerCase()}` : '';
  const view = index > 0 ? `, view ${index + 1}` : '';
  return `${name.trim() || 'Handmade crystal piece'}${stones}${view}`.slice(0, 200);
}
