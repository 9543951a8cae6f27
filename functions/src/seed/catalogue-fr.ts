import type { CategoryTranslation, ProductTranslation } from '@crystal/shared/schemas/translation';

/**
 * The artisan's own French for the seed catalogue, keyed by the English name. The seed stores it as
 * approved French, and the local AI provider drafts from it when asked to translate a seed piece.
 */
export const SEED_CATEGORIES_FR: Record<string, CategoryTranslation> = {
  'Crystal Necklaces': {
    name: 'Colliers de cristaux',
    description: 'Pendentifs de cristaux bruts et polis sur chaînes en argent sterling et en laminé or, faits à la main à Winnipeg.',
  },
  'Healing Crystals': {
    name: 'Cristaux de guérison',
    description: 'Pierres roulées, pointes et amas d’origine éthique pour la maison, l’autel et la méditation.',
  },
  'Wire Wrapped': {
    name: 'Bijoux en fil enroulé',
    description: 'Pendentifs uniques enroulés de fil de cuivre, d’argent sterling ou de laminé or, sans colle ni perçage.',
  },
  'Crystal Rings': {
    name: 'Bagues de cristaux',
    description: 'Bagues à pierre naturelle, tailles 4 à 10, ajustables jusqu’à deux tailles.',
  },
  'Crystal Bracelets': {
    name: 'Bracelets de cristaux',
    description: 'Bracelets de perles et joncs, tailles TP à TG, sur cordon élastique résistant ou en argent sterling.',
  },
};

/** The French care texts, keyed by the English text they translate. */
export const SEED_CARE_FR: Record<string, string> = {
  'Wipe with a soft polishing cloth after wearing. Store in the pouch provided, away from moisture. Remove before swimming, bathing or applying lotions. Cleanse the crystal under moonlight or with sound; avoid salt water.':
    'Essuyez le bijou avec un chiffon doux après l’avoir porté. Rangez-le dans sa pochette, à l’abri de l’humidité. Retirez-le avant la baignade, le bain ou l’application de crème. Purifiez le cristal à la lumière de la lune ou par le son; évitez l’eau salée.',
  'Dust with a soft dry brush. Cleanse energetically with moonlight, sound or smoke. Keep out of prolonged direct sunlight, which can fade coloured quartz. Do not soak porous or soft stones in water.':
    'Dépoussiérez avec une brosse douce et sèche. Purifiez la pierre à la lumière de la lune, par le son ou la fumée. Évitez le plein soleil prolongé, qui peut ternir les quartz colorés. Ne laissez jamais tremper une pierre tendre ou poreuse.',
  'Handle gently: the wrap holds the stone without glue. Polish copper with a soft cloth to keep its glow or let it age to a natural patina. Keep dry and store flat.':
    'Manipulez-le doucement : le fil tient la pierre sans colle. Polissez le cuivre avec un chiffon doux pour garder son éclat, ou laissez-le se patiner naturellement. Gardez-le au sec et rangez-le à plat.',
  'Keep completely dry: selenite is soft and water soluble. Dust with a dry cloth. Never cleanse with water or salt.':
    'Gardez-la bien au sec : la sélénite est tendre et se dissout dans l’eau. Dépoussiérez-la avec un chiffon sec. Ne la purifiez jamais à l’eau ni au sel.',
};

type PieceFr = Omit<ProductTranslation, 'careInstructions'>;

/** Each seed piece's French name and description; its care text comes from SEED_CARE_FR. */
export const SEED_PIECES_FR: Record<string, PieceFr> = {
  'Amethyst Point Pendant': {
    name: 'Pendentif pointe d’améthyste',
    description: 'Une pointe d’améthyste naturelle du Brésil, coiffée d’argent sterling, sur une chaîne de 18 pouces. L’améthyste est la pierre du calme et de l’intuition claire, une douce alliée pour les journées chargées.',
  },
  'Rose Quartz Heart Necklace': {
    name: 'Collier cœur en quartz rose',
    description: 'Un cœur de quartz rose poli à la main sur une fine chaîne en laminé or 14 k. Le quartz rose porte l’énergie tendre de la compassion et de l’amour de soi.',
  },
  'Labradorite Moon Necklace': {
    name: 'Collier lune en labradorite',
    description: 'Un croissant de labradorite de Madagascar aux reflets vifs, serti sur un chaton en argent sterling. Chaque pierre a ses propres éclats bleus et dorés.',
  },
  'Citrine Sun Drop Necklace': {
    name: 'Collier goutte de soleil en citrine',
    description: 'Une goutte de citrine facettée sur une chaîne forçat en laminé or, lumineuse comme un matin dans les Prairies. On porte la citrine pour la chaleur, la confiance et l’abondance.',
  },
  'Moonstone Dewdrop Necklace': {
    name: 'Collier goutte de rosée en pierre de lune',
    description: 'Un cabochon de pierre de lune arc-en-ciel aux reflets bleutés, serti d’argent sterling. Une pierre des nouveaux départs et de l’intuition féminine.',
  },
  'Lapis Lazuli Bar Necklace': {
    name: 'Collier barrette en lapis-lazuli',
    description: 'Une fine barrette de lapis-lazuli d’Afghanistan pailletée de pyrite dorée, suspendue à l’horizontale sur une chaîne en argent sterling. On associe le lapis à la vérité et au chakra de la gorge.',
  },
  'Clear Quartz Cluster': {
    name: 'Amas de quartz clair',
    description: 'Un amas scintillant de pointes de quartz clair de l’Arkansas, d’environ 9 cm de large. Le grand guérisseur, utilisé pour amplifier une intention et purifier une pièce.',
  },
  'Amethyst Geode Half': {
    name: 'Demi-géode d’améthyste',
    description: 'Une demi-géode d’améthyste de l’Uruguay aux cristaux violet profond, d’environ 12 cm de haut. Une présence apaisante pour une chambre ou un coin de méditation.',
  },
  'Selenite Charging Plate': {
    name: 'Plaque de recharge en sélénite',
    description: 'Une plaque ronde de sélénite du Maroc, de 10 cm de diamètre, où déposer bijoux et pierres roulées pour la nuit. Gardez la sélénite au sec : elle se dissout dans l’eau.',
  },
  'Black Tourmaline Protection Set': {
    name: 'Ensemble de protection en tourmaline noire',
    description: 'Quatre bâtonnets de tourmaline noire brute pour les coins d’une pièce, avec une pochette en lin. Traditionnellement utilisée pour l’ancrage et la protection.',
  },
  'Chakra Tumbled Stone Kit': {
    name: 'Trousse de pierres roulées des chakras',
    description: 'Sept pierres roulées, une pour chaque chakra, avec une carte écrite à la main qui présente chaque pierre et explique comment les disposer pour une méditation.',
  },
  "Tiger's Eye Palm Stone": {
    name: 'Galet de paume en œil-de-tigre',
    description: 'Un galet d’œil-de-tigre doré et lisse qui change de reflets selon la lumière. On le tient en main pour la concentration, le courage et les décisions posées.',
  },
  'Smoky Quartz Tower': {
    name: 'Tour en quartz fumé',
    description: 'Une tour générateur en quartz fumé poli, de 8 cm de haut. Une pierre d’ancrage qui aide à lâcher prise sur le stress.',
  },
  'Wire Wrapped Amethyst Tree of Life': {
    name: 'Arbre de vie en améthyste et fil enroulé',
    description: 'Un arbre de vie enroulé à la main dans du fil de cuivre, avec des éclats d’améthyste en guise de feuilles et une couronne de quartz clair. Aucun arbre n’est pareil à un autre.',
  },
  'Wire Wrapped Moss Agate Pendant': {
    name: 'Pendentif en agate mousse et fil enroulé',
    description: 'Un cabochon d’agate mousse bercé dans un tissage de fil d’argent sterling, comme un sous-bois sous verre. L’agate mousse est une pierre de croissance et de patience.',
  },
  'Wire Wrapped Raw Citrine Point': {
    name: 'Pointe de citrine brute en fil enroulé',
    description: 'Une pointe de citrine brute enroulée en spirale de fil laminé or, sur une chaîne de 20 pouces. Lumineuse, chaleureuse et faite pour être portée tous les jours.',
  },
  'Wire Wrapped Labradorite Cage': {
    name: 'Cage de labradorite en fil enroulé',
    description: 'Une labradorite aux reflets vifs tenue dans une cage ouverte en fil d’argent sterling, pour que ses couleurs se montrent sous tous les angles.',
  },
  'Wire Wrapped Malachite Spiral': {
    name: 'Spirale de malachite en fil enroulé',
    description: 'De la malachite rubanée du Congo dans une spirale de fil de cuivre. La malachite est une pierre de transformation; gardez-la loin de l’eau.',
  },
  'Moonstone Stacking Ring': {
    name: 'Bague empilable en pierre de lune',
    description: 'Un anneau fin en argent sterling orné d’une pierre de lune arc-en-ciel de 4 mm, fait pour être empilé. Offert en tailles 4 à 10.',
  },
  'Raw Amethyst Ring': {
    name: 'Bague en améthyste brute',
    description: 'Un cristal d’améthyste brute serti à griffes sur un anneau martelé en laminé or. Tailles 4 à 10; ajustable jusqu’à deux tailles.',
  },
  'Turquoise Sunrise Ring': {
    name: 'Bague lever de soleil en turquoise',
    description: 'Un ovale de turquoise Kingman stabilisée dans une monture soleil en argent sterling. Une pierre de protection et de parole claire.',
  },
  'Garnet Ember Ring': {
    name: 'Bague braise en grenat',
    description: 'Un grenat almandin facetté, profond comme une braise, sur un anneau en argent sterling. Pierre de naissance de janvier.',
  },
  'Chakra Balance Bracelet': {
    name: 'Bracelet équilibre des chakras',
    description: 'Sept perles de pierres naturelles de 6 mm, une pour chaque chakra, entre des pierres de lave à parfumer d’huile essentielle. Tailles TP à TG.',
  },
  'Rose Quartz Bead Bracelet': {
    name: 'Bracelet de perles de quartz rose',
    description: 'De douces perles de quartz rose de 8 mm sur un cordon élastique résistant, avec un intercalaire en argent sterling. Tailles TP à TG.',
  },
  'Black Obsidian Grounding Bracelet': {
    name: 'Bracelet d’ancrage en obsidienne noire',
    description: 'Des perles d’obsidienne noire polie rehaussées d’hématite, portées pour l’ancrage et la protection. Tailles TP à TG.',
  },
  'Aquamarine Bangle': {
    name: 'Jonc en aigue-marine',
    description: 'Un jonc en argent sterling serti de trois ovales d’aigue-marine laiteuse, couleur d’un lac manitobain en juillet. Tailles P à G.',
  },
  'Peridot Twist Bangle': {
    name: 'Jonc torsadé en péridot',
    description: 'Un jonc torsadé en laminé or orné de cinq péridots facettés. Fait sur commande à votre taille; pierre de naissance d’août.',
  },
  'Lapis Lazuli Sphere': {
    name: 'Sphère de lapis-lazuli',
    description: 'Une sphère de lapis-lazuli de 3 cm pailletée de pyrite dorée, avec un petit socle en laiton.',
  },
};

/** The seed's French for a piece, when it is a seed piece (matched on its English name and care text). */
export function seedPieceFrench(name: string, careInstructions: string): ProductTranslation | undefined {
  const piece = SEED_PIECES_FR[name];
  if (!piece) return undefined;
  return { ...piece, careInstructions: careInstructions ? (SEED_CARE_FR[careInstructions] ?? '') : '' };
}
