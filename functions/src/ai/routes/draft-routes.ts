import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { draftCategoryFrench, draftProductFrench } from '../draft-french-service';

/** Admin routes (behind the authorizer): the AI guide drafts a piece's or collection's French for review. */

export const adminDraftProductFrench = defineRoute({ params: idParams }, async ({ params }) => ok(await draftProductFrench(params.id)));

export const adminDraftCategoryFrench = defineRoute({ params: idParams }, async ({ params }) => ok(await draftCategoryFrench(params.id)));
