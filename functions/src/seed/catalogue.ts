import type { JewelleryForm } from '../lib/art/render-crystal-svg';

/** The seed catalogue: the artisan's collections and pieces. */
export const CATEGORIES = [
  {
    id: 1,
    slug: 'crystal-necklaces',
    name: 'Crystal Necklaces',
    description: 'Raw and polished crystal pendants on sterling silver and gold-filled chains, made by hand in Winnipeg.',
    form: 'necklace',
  },
  {
    id: 2,
    slug: 'healing-crystals',
    name: 'Healing Crystals',
    description: 'Ethically sourced tumbled stones, points and clusters for your home, altar and meditation practice.',
    form: 'stone',
  },
  {
    id: 3,
    slug: 'wire-wrapped',
    name: 'Wire Wrapped',
    description: 'One-of-a-kind pendants wrapped in copper, sterling silver and gold-filled wire without glue or drilling.',
    form: 'wire',
  },
  {
    id: 4,
    slug: 'rings',
    name: 'Crystal Rings',
    description: 'Gemstone rings in sizes 4 to 10, resizable within two sizes.',
    form: 'ring',
  },
  {
    id: 5,
    slug: 'bracelets',
    name: 'Crystal Bracelets',
    description: 'Beaded and bangle bracelets in sizes XS to XL, strung on durable stretch cord or sterling silver.',
    form: 'bracelet',
  },
] as const satisfies readonly { id: number; slug: string; name: string; description: string; form: JewelleryForm }[];

/**
 * One-of-a-kind pieces have stock 1: every wire-wrapped pendant (the collection's own words, and the hero's)
 * and the natural specimens that are single stones (the geode half, the smoky quartz tower). The other
 * pieces are made in small batches, so their stock counts the batch.
 */
type SeedProduct = {
  name: string;
  categoryId: 1 | 2 | 3 | 4 | 5;
  price: string;
  stone: string;
  gemstones: string[];
  materials: string[];
  weight: number;
  stock: number;
  featured?: boolean;
  /** The piece's listing number on the shop's Etsy store: the piece is then sold on Etsy only. */
  etsyListing?: number;
  description: string;
  care?: string;
  sold?: number;
};

const SILVER_CARE =
  'Wipe with a soft polishing cloth after wearing. Store in the pouch provided, away from moisture. Remove before swimming, bathing or applying lotions. Cleanse the crystal under moonlight or with sound; avoid salt water.';
const STONE_CARE =
  'Dust with a soft dry brush. Cleanse energetically with moonlight, sound or smoke. Keep out of prolonged direct sunlight, which can fade coloured quartz. Do not soak porous or soft stones in water.';
const WIRE_CARE =
  'Handle gently: the wrap holds the stone without glue. Polish copper with a soft cloth to keep its glow or let it age to a natural patina. Keep dry and store flat.';

const RAW_PRODUCTS: SeedProduct[] = [
  { name: 'Amethyst Point Pendant', categoryId: 1, price: '68.00', stone: 'amethyst', gemstones: ['Amethyst'], materials: ['Sterling Silver'], weight: 8.4, stock: 12, featured: true, sold: 41, description: 'A natural Brazilian amethyst point capped in sterling silver on an 18 inch chain. Amethyst is the stone of calm and clear intuition, a gentle companion for busy days.' },
  { name: 'Rose Quartz Heart Necklace', categoryId: 1, price: '54.00', stone: 'rose quartz', gemstones: ['Rose Quartz'], materials: ['14k Gold-Filled'], weight: 6.2, stock: 4, featured: true, sold: 56, description: 'A hand-polished rose quartz heart on a delicate 14k gold-filled chain. Rose quartz carries the soft energy of compassion and self-love.' },
  { name: 'Labradorite Moon Necklace', categoryId: 1, price: '89.00', stone: 'labradorite', gemstones: ['Labradorite'], materials: ['Sterling Silver'], weight: 9.1, stock: 7, sold: 22, description: 'A crescent of flashing Madagascar labradorite set in a sterling silver bezel. Each stone shows its own blue and gold labradorescence.' },
  { name: 'Citrine Sun Drop Necklace', categoryId: 1, price: '72.00', stone: 'citrine', gemstones: ['Citrine'], materials: ['14k Gold-Filled'], weight: 5.8, stock: 3, sold: 18, description: 'A faceted citrine drop on a gold-filled cable chain, bright as a prairie morning. Citrine is worn for warmth, confidence and abundance.' },
  { name: 'Moonstone Dewdrop Necklace', categoryId: 1, price: '64.00', stone: 'moonstone', gemstones: ['Rainbow Moonstone'], materials: ['Sterling Silver'], weight: 4.9, stock: 10, sold: 27, description: 'A rainbow moonstone cabochon with a blue sheen, set in sterling silver. A stone of new beginnings and feminine intuition.' },
  { name: 'Lapis Lazuli Bar Necklace', categoryId: 1, price: '58.00', stone: 'lapis lazuli', gemstones: ['Lapis Lazuli'], materials: ['Sterling Silver'], weight: 7.3, stock: 0, sold: 33, description: 'A slim bar of Afghan lapis lazuli flecked with golden pyrite, hung horizontally on a sterling silver chain. Lapis is associated with truth and the throat chakra.' },
  { name: 'Clear Quartz Cluster', categoryId: 2, price: '42.00', stone: 'clear quartz', gemstones: ['Clear Quartz'], materials: ['Natural Stone'], weight: 310, stock: 9, featured: true, sold: 64, description: 'A sparkling cluster of Arkansas clear quartz points, about 9 cm across. The master healer, used to amplify intention and cleanse a space.' },
  { name: 'Amethyst Geode Half', categoryId: 2, price: '125.00', stone: 'amethyst', gemstones: ['Amethyst'], materials: ['Natural Stone'], weight: 880, stock: 1, sold: 12, description: 'A Uruguayan amethyst geode half with deep violet crystals, about 12 cm tall. A calming presence for a bedroom or meditation corner.' },
  { name: 'Selenite Charging Plate', categoryId: 2, price: '28.00', stone: 'selenite', gemstones: ['Selenite'], materials: ['Natural Stone'], weight: 240, stock: 20, sold: 72, description: 'A round Moroccan selenite plate, 10 cm across, to rest jewellery and tumbled stones on overnight. Keep selenite dry: it dissolves in water.', care: 'Keep completely dry: selenite is soft and water soluble. Dust with a dry cloth. Never cleanse with water or salt.' },
  { name: 'Black Tourmaline Protection Set', categoryId: 2, price: '36.00', stone: 'black tourmaline', gemstones: ['Black Tourmaline'], materials: ['Natural Stone'], weight: 150, stock: 14, sold: 38, description: 'Four raw black tourmaline rods for the corners of a room, with a linen pouch. Traditionally used for grounding and protection.' },
  { name: 'Chakra Tumbled Stone Kit', categoryId: 2, price: '48.00', stone: 'fluorite', gemstones: ['Red Jasper', 'Carnelian', 'Citrine', 'Aventurine', 'Sodalite', 'Amethyst', 'Clear Quartz'], materials: ['Natural Stone'], weight: 190, stock: 5, featured: true, sold: 49, description: 'Seven tumbled stones, one for each chakra, with a handwritten card explaining each stone and how to lay them for a meditation.' },
  { name: "Tiger's Eye Palm Stone", categoryId: 2, price: '24.00', stone: "tiger's eye", gemstones: ["Tiger's Eye"], materials: ['Natural Stone'], weight: 70, stock: 18, sold: 30, description: "A smooth golden tiger's eye palm stone that shifts in the light. Held for focus, courage and steady decisions." },
  { name: 'Smoky Quartz Tower', categoryId: 2, price: '52.00', stone: 'smoky quartz', gemstones: ['Smoky Quartz'], materials: ['Natural Stone'], weight: 210, stock: 1, sold: 9, description: 'A polished smoky quartz generator tower, 8 cm tall. A grounding stone that helps let go of stress.' },
  { name: 'Wire Wrapped Amethyst Tree of Life', categoryId: 3, price: '79.00', stone: 'amethyst', gemstones: ['Amethyst', 'Clear Quartz'], materials: ['Copper Wire'], weight: 12.6, stock: 1, featured: true, etsyListing: 1587234061, sold: 35, description: 'A tree of life wrapped by hand in copper wire, with amethyst chips as leaves and a clear quartz crown. No two trees are alike.', care: WIRE_CARE },
  { name: 'Wire Wrapped Moss Agate Pendant', categoryId: 3, price: '62.00', stone: 'tree agate', gemstones: ['Moss Agate'], materials: ['Sterling Silver Wire'], weight: 10.2, stock: 1, sold: 17, description: 'A moss agate cabochon cradled in woven sterling silver wire, like a forest floor under glass. Moss agate is a stone of growth and patience.', care: WIRE_CARE },
  { name: 'Wire Wrapped Raw Citrine Point', categoryId: 3, price: '56.00', stone: 'citrine', gemstones: ['Citrine'], materials: ['14k Gold-Filled Wire'], weight: 9.4, stock: 1, etsyListing: 1601459827, sold: 20, description: 'A raw citrine point spiral-wrapped in gold-filled wire on a 20 inch chain. Bright, warm and made to be worn every day.', care: WIRE_CARE },
  { name: 'Wire Wrapped Labradorite Cage', categoryId: 3, price: '74.00', stone: 'labradorite', gemstones: ['Labradorite'], materials: ['Sterling Silver Wire'], weight: 11.8, stock: 1, sold: 14, description: 'A flashy labradorite held in an open sterling silver cage so the colours show from every angle.', care: WIRE_CARE },
  { name: 'Wire Wrapped Malachite Spiral', categoryId: 3, price: '66.00', stone: 'malachite', gemstones: ['Malachite'], materials: ['Copper Wire'], weight: 13.1, stock: 1, sold: 11, description: 'Banded Congolese malachite in a copper spiral wrap. Malachite is a stone of transformation; keep it away from water.', care: WIRE_CARE },
  { name: 'Moonstone Stacking Ring', categoryId: 4, price: '46.00', stone: 'moonstone', gemstones: ['Rainbow Moonstone'], materials: ['Sterling Silver'], weight: 2.6, stock: 11, featured: true, sold: 52, description: 'A slim sterling silver band with a 4 mm rainbow moonstone, made to stack. Available in sizes 4 to 10.' },
  { name: 'Raw Amethyst Ring', categoryId: 4, price: '52.00', stone: 'amethyst', gemstones: ['Amethyst'], materials: ['14k Gold-Filled'], weight: 3.1, stock: 2, sold: 24, description: 'A raw amethyst crystal prong-set on a hammered gold-filled band. Sizes 4 to 10; resizable within two sizes.' },
  { name: 'Turquoise Sunrise Ring', categoryId: 4, price: '85.00', stone: 'turquoise', gemstones: ['Turquoise'], materials: ['Sterling Silver'], weight: 4.4, stock: 6, etsyListing: 1573902214, sold: 19, description: 'An oval of stabilised Kingman turquoise in a sterling silver sunburst setting. A stone of protection and clear speech.' },
  { name: 'Garnet Ember Ring', categoryId: 4, price: '58.00', stone: 'garnet', gemstones: ['Garnet'], materials: ['Sterling Silver'], weight: 2.9, stock: 9, sold: 13, description: 'A faceted almandine garnet, deep as an ember, on a sterling silver band. January birthstone.' },
  { name: 'Chakra Balance Bracelet', categoryId: 5, price: '38.00', stone: 'fluorite', gemstones: ['Amethyst', 'Sodalite', 'Aventurine', 'Citrine', 'Carnelian', 'Red Jasper'], materials: ['Stretch Cord', 'Sterling Silver'], weight: 18.5, stock: 15, featured: true, sold: 88, description: 'Seven 6 mm gemstone beads, one for each chakra, among lava stones you can scent with essential oil. Sizes XS to XL.' },
  { name: 'Rose Quartz Bead Bracelet', categoryId: 5, price: '34.00', stone: 'rose quartz', gemstones: ['Rose Quartz'], materials: ['Stretch Cord'], weight: 16.2, stock: 21, sold: 61, description: 'Soft pink 8 mm rose quartz beads on durable stretch cord with a sterling silver spacer. Sizes XS to XL.' },
  { name: 'Black Obsidian Grounding Bracelet', categoryId: 5, price: '32.00', stone: 'obsidian', gemstones: ['Black Obsidian', 'Hematite'], materials: ['Stretch Cord'], weight: 19.8, stock: 0, sold: 44, description: 'Polished black obsidian beads with hematite accents, worn for grounding and protection. Sizes XS to XL.' },
  { name: 'Aquamarine Bangle', categoryId: 5, price: '96.00', stone: 'aquamarine', gemstones: ['Aquamarine'], materials: ['Sterling Silver'], weight: 14.7, stock: 3, sold: 8, description: 'A sterling silver bangle set with three milky aquamarine ovals, the colour of a Manitoba lake in July. Sizes S to L.' },
  { name: 'Peridot Twist Bangle', categoryId: 5, price: '210.00', stone: 'peridot', gemstones: ['Peridot'], materials: ['14k Gold-Filled'], weight: 15.3, stock: 2, sold: 5, description: 'A twisted gold-filled bangle with five faceted peridots. Made to order in your size; August birthstone.' },
  { name: 'Lapis Lazuli Sphere', categoryId: 2, price: '18.00', stone: 'lapis lazuli', gemstones: ['Lapis Lazuli'], materials: ['Natural Stone'], weight: 45, stock: 25, sold: 15, description: 'A 3 cm lapis lazuli sphere with golden pyrite flecks, with a small brass stand.' },
];

export const PRODUCTS: (SeedProduct & { care: string })[] = RAW_PRODUCTS.map((p) => ({
  ...p,
  care: p.care ?? (p.categoryId === 2 ? STONE_CARE : SILVER_CARE),
}));

/** An Etsy listing address, https://www.etsy.com/listing/{number}/{name as a slug}, as Etsy itself writes them. */
export function etsyListingUrl(listing: number, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.etsy.com/listing/${listing}/${slug}`;
}

/** The seed piece's Etsy link, when it is sold on Etsy. */
export const seedEtsyLink = (p: Pick<SeedProduct, 'etsyListing' | 'name'>): string | undefined =>
  p.etsyListing === undefined ? undefined : etsyListingUrl(p.etsyListing, p.name);
