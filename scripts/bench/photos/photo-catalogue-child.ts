/**
 * Runs in a fresh process, like the image Lambda: each generated photo goes through the real pipeline
 * (processImage, then storeProcessedImage: variants into the media folder, then the image record), and
 * the product is pointed at it. Prints one JSON line: milliseconds per photo and the process's peak RSS.
 * Environment: the bench shop's function environment (table, DynamoDB endpoint, media folder).
 */
import { readFileSync } from 'node:fs';
import { draftAltText } from '@crystal/shared/images/draft-alt-text';
import { imageFallbackUrl } from '@crystal/shared/images/image-urls';
import { getProduct, putProduct } from '../../../functions/src/catalog/product-repository';
import { processImage } from '../../../functions/src/images/process-image';
import { storeProcessedImage } from '../../../functions/src/images/store-processed-image';
import { mediaStore } from '../../../functions/src/lib/media/media-from-env';

const files = JSON.parse(process.argv[2]!) as { productId: number; file: string }[];
const ms: number[] = [];
const baseline = process.resourceUsage().maxRSS;
for (const { productId, file } of files) {
  const photo = readFileSync(file);
  const started = performance.now();
  const processed = await processImage(photo);
  ms.push(performance.now() - started);
  const { createdAt: _c, ...record } = await storeProcessedImage(mediaStore, `photo-${productId}-${Date.now()}`, processed);
  const item = (await getProduct(productId))!;
  const image = { ...record, alt: draftAltText(item.name, item.gemstones) };
  const { pk: _pk, sk: _sk, type: _t, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c2, gsi2sk: _d, gsi3pk: _e, gsi3sk: _f, ...fields } = item;
  await putProduct({ ...fields, images: [image], imageUrl: imageFallbackUrl(image), imageUrls: [imageFallbackUrl(image)] });
}
const { maxRSS } = process.resourceUsage();
console.log(JSON.stringify({ ms, maxRssMb: maxRSS / 1024, startRssMb: baseline / 1024 }));
