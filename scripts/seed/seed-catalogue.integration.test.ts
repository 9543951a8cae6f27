import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, imageFallbackUrl, imageVariantUrl, type ProductImage } from '@crystal/shared/images/image-urls';
import { categorySchema, type Category } from '@crystal/shared/schemas/category';
import type { Product } from '@crystal/shared/schemas/product';
import { getImageRecords } from '../../functions/src/images/image-repository';
import { mediaStore } from '../../functions/src/lib/media/media-from-env';
import { invoke } from '../../functions/src/test/invoke';
import { seedCatalogue } from './seed-catalogue';

/**
 * Every image the seeded shop serves (category tiles and product images alike) is a variant the image
 * pipeline made: recorded, every width and format on disk, and `imageUrl` its JPEG fallback, never SVG art.
 */
const mediaDir = process.env.MEDIA_DIR!;
const VARIANT_URL = /^\/media\/img\/[a-z0-9-]+\/\d+\.jpg$/;
const onDisk = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

type Served = { imageUrl: string; imageUrls?: string[]; images?: ProductImage[]; image?: ProductImage; etsyLink?: string };
let categories: Category[];
let products: Served[];

beforeAll(async () => {
  await seedCatalogue(mediaStore, { force: true });
  categories = (await invoke('GET', '/api/categories')).body as Category[];
  products = (await invoke('GET', '/api/products?limit=100')).body as Served[];
}, 180_000);

async function expectProcessed(image: ProductImage): Promise<void> {
  expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
  for (const w of image.widths) {
    for (const f of IMAGE_FORMATS) expect(existsSync(onDisk(imageVariantUrl(image, w, f))), `${image.base} ${w}.${f}`).toBe(true);
  }
  expect((await getImageRecords([image.id])).has(image.id), `image record ${image.id}`).toBe(true);
}

describe('the seeded shop serves only processed images', () => {
  it('gives every category a processed tile image; imageUrl is its JPEG variant', async () => {
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) {
      expect(categorySchema.safeParse(c).success).toBe(true);
      expect(c.imageUrl).not.toMatch(/\.svg$/i);
      expect(c.imageUrl).toMatch(VARIANT_URL);
      expect(c.image, c.slug).toBeDefined();
      expect(c.imageUrl).toBe(imageFallbackUrl(c.image!));
      await expectProcessed(c.image!);
      expect((await sharp(onDisk(c.imageUrl)).metadata()).format).toBe('jpeg');
    }
  });

  it('gives every product processed images; imageUrl and imageUrls are their JPEG variants', async () => {
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      const urls = [p.imageUrl, ...(p.imageUrls ?? [])];
      for (const url of urls) {
        expect(url).not.toMatch(/\.svg$/i);
        expect(url).toMatch(VARIANT_URL);
      }
      expect(p.images?.length).toBeGreaterThan(0);
      expect(p.imageUrls).toEqual(p.images!.map((i) => imageFallbackUrl(i)));
      expect(p.imageUrl).toBe(p.imageUrls![0]);
      for (const image of p.images!) await expectProcessed(image);
    }
  });

  it("serves the Etsy pieces' links as Etsy listings, not searches", () => {
    const links = products.flatMap((p) => (p.etsyLink ? [p.etsyLink] : []));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/www\.etsy\.com\/listing\/\d+\/[a-z0-9-]+$/);
  });
});

describe('the seeded shop serves approved French', () => {
  it('gives every collection and piece its French beside the English', async () => {
    for (const c of categories) expect(c.translations?.fr?.name, c.name).toBeTruthy();
    const pieces = products as unknown as Product[];
    expect(pieces.length).toBeGreaterThan(20);
    for (const p of pieces) {
      expect(p.translations?.fr?.name, p.name).toBeTruthy();
      expect(p.translations?.fr?.description).toBeTruthy();
      expect(p.translations?.fr?.careInstructions).toBeTruthy();
      expect(p.category.translations?.fr?.name).toBeTruthy();
      expect(p).not.toHaveProperty('frDraft');
    }
  });
});

