import { categoryTranslationSchema, productTranslationSchema } from '@crystal/shared/schemas/translation';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { approveCategoryFrench, approveProductFrench, listCategoriesForAdmin } from '../french-service';

/** The French site's texts: the collections with their drafts, and approving a piece's or collection's French. */

export const adminApproveProductFrench = defineRoute({ params: idParams, body: productTranslationSchema }, async ({ admin, params, body }) =>
  ok(await approveProductFrench(admin!, params.id, body)),
);

export const adminListCategories = defineRoute({}, async () => ok(await listCategoriesForAdmin()));

export const adminApproveCategoryFrench = defineRoute({ params: idParams, body: categoryTranslationSchema }, async ({ admin, params, body }) =>
  ok(await approveCategoryFrench(admin!, params.id, body)),
);
