import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/src/lib/db/client';
import { putCategory } from '../../functions/src/catalog/category-repository';
import { putProduct } from '../../functions/src/catalog/product-repository';
import { renderCrystalSvg } from '../../functions/src/lib/art/render-crystal-svg';
import type { MediaStore } from '../../functions/src/lib/media/media-store';
import { decimalStringToCents } from '@crystal/shared/money';
import { skuClaimItem } from '../../functions/src/admin/sku-claim';
import { nameClaimItem, slugClaimItem } from '../../functions/src/admin/collection-claims';
import { CATEGORIES, PRODUCTS, SEED_CHOICES, seedEtsyLink, seedStock } from '../../functions/src/seed';
import { SEED_CATEGORIES_FR, seedPieceFrench } from '../../functions/src/seed/catalogue-fr';
import { seedImage } from './seed-images';
import { draftAltText } from '@crystal/shared/images/draft-alt-text';
import { imageFallbackUrl, type ProductImage } from '@crystal/shared/images/image-urls';

/** The piece's approved French from the artisan's seed translation (every seed piece has one: catalogue-fr.test.ts). */
function withFrench(name: string, care: string) {
  const fr = seedPieceFrench(name, care);
  return fr ? { translations: { fr } } : {};
}

const SEED_MARKER = { pk: 'META', sk: 'SEED#catalogue' };

/** One piece of seed art through the image pipeline (cached), as a product or category refers to it. */
async function seedPicture(media: MediaStore, svg: string, alt: string): Promise<ProductImage> {
  const { createdAt: _createdAt, ...image } = await seedImage(media, svg);
  return { ...image, alt };
}

/** Seeds categories and products (with generated artwork) once; later runs keep the data. */
export async function seedCatalogue(media: MediaStore, opts: { force?: boolean } = {}): Promise<boolean> {
  if (!opts.force) {
    const marker = await db.send(new GetCommand({ TableName: tableName, Key: SEED_MARKER }));
    if (marker.Item) return false;
  }
  for (const c of CATEGORIES) {
    const svg = renderCrystalSvg({ seed: c.slug, stone: c.id === 2 ? 'amethyst' : 'rose quartz', form: c.form, label: c.name });
    const image = await seedPicture(media, svg, `${c.name} collection`);
    const fr = SEED_CATEGORIES_FR[c.name];
    await putCategory({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      imageUrl: imageFallbackUrl(image),
      image,
      position: c.id,
      ...(fr ? { translations: { fr } } : {}),
    });
    // The slug and name claims the admin's collection routes check (functions/src/admin/collection-claims.ts).
    await db.send(new PutCommand({ TableName: tableName, Item: slugClaimItem(c.slug, c.id) }));
    await db.send(new PutCommand({ TableName: tableName, Item: nameClaimItem(c.name, c.id) }));
  }
  // New collections take ids after the seed's.
  await db.send(new PutCommand({ TableName: tableName, Item: { pk: 'COUNTER', sk: 'category', value: CATEGORIES.length } }));
  const start = Date.parse('2026-03-01T15:00:00Z');
  for (const [index, p] of PRODUCTS.entries()) {
    const id = index + 1;
    const category = CATEGORIES.find((c) => c.id === p.categoryId)!;
    const sku = `SCJ-${category.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(3, '0')}`;
    const views = p.categoryId === 2 ? 2 : 3;
    const images: ProductImage[] = [];
    for (let v = 0; v < views; v++) {
      const svg = renderCrystalSvg({ seed: `${sku}-${v}`, stone: p.stone, form: category.form, label: p.name });
      images.push(await seedPicture(media, svg, draftAltText(p.name, p.gemstones, v)));
    }
    const imageUrls = images.map((i) => imageFallbackUrl(i));
    const createdAt = new Date(start + index * 6 * 86_400_000).toISOString();
    await putProduct({
      id,
      name: p.name,
      description: p.description,
      priceCents: decimalStringToCents(p.price),
      imageUrl: imageUrls[0]!,
      imageUrls,
      images,
      categoryId: p.categoryId,
      materials: p.materials,
      gemstones: p.gemstones,
      weightGrams: p.weight,
      sku,
      stockQuantity: seedStock(p.name, p.stock),
      ...SEED_CHOICES[p.name],
      careInstructions: p.care,
      isActive: true,
      isFeatured: p.featured ?? false,
      ...(p.etsyListing === undefined ? {} : { etsyLink: seedEtsyLink(p) }),
      soldCount: p.sold ?? 0,
      ...withFrench(p.name, p.care),
      createdAt,
      updatedAt: createdAt,
    });
    // The SKU uniqueness claim the admin product editor checks (functions/src/admin/sku-claim.ts).
    await db.send(new PutCommand({ TableName: tableName, Item: skuClaimItem(sku, id) }));
  }
  await db.send(
    new PutCommand({ TableName: tableName, Item: { pk: 'COUNTER', sk: 'product', value: PRODUCTS.length } }),
  );
  await db.send(new PutCommand({ TableName: tableName, Item: { ...SEED_MARKER, seededAt: new Date().toISOString() } }));
  return true;
}
