import type { ProductImage } from '@crystal/shared/images/image-urls';
import type { ProductInputParsed } from '@crystal/shared/schemas/admin-product';
import { getImageRecords } from '../images';
import { invalid } from '../lib/errors';

/**
 * The product's images, in the artisan's order, from the image records: an id without a record (never
 * uploaded, or its processing failed part-way) is refused, so a product only ever refers to complete sets.
 */
export async function resolveImages(input: ProductInputParsed['images']): Promise<ProductImage[]> {
  const records = await getImageRecords(input.map((i) => i.id));
  const missing = input.flatMap((i, index) =>
    records.has(i.id) ? [] : [{ path: `images.${index}`, message: 'This image has not been processed: upload it again' }],
  );
  if (missing.length > 0) throw invalid('Invalid body', missing);
  return input.map(({ id, alt }) => {
    const { createdAt: _createdAt, ...image } = records.get(id)!;
    return { ...image, alt };
  });
}
