import type { ShopProduct } from '../provider/ai-provider';

/**
 * Keeps a model's answer honest: a link to a piece that is not in the catalogue, or is sold out, loses its
 * link (the words stay), so nothing unreal or unavailable can be clicked and bought.
 */
export function guardProductLinks(text: string, catalogue: ShopProduct[]): string {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return text.replace(
    /\[([^\]]+)\]\(([^)\s]*\/product\/(\d+))\)/g,
    (whole, label: string, _url, id: string) => {
      const p = byId.get(Number(id));
      return p && p.stockQuantity > 0 ? `[${p.name}](${p.url})` : label;
    },
  );
}
