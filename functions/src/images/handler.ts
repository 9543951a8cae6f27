import { processImageSchema } from '@crystal/shared/images/product-image';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created } from '../lib/http/responses';
import { processUploadedImage } from './image-service';

/** The image function: sharp, 1 GB, its own Lambda so no other function carries libvips. Admin only. */
export const handler = createFunction('images', {
  adminProcessImage: defineRoute({ body: processImageSchema }, async ({ admin, body }) =>
    created(await processUploadedImage(admin!, body)),
  ),
});
