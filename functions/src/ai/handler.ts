import {
  aiContextualSchema,
  aiPageChatSchema,
  aiWidgetChatSchema,
  behaviorAnalysisRequestSchema,
  productInsightsRequestSchema,
  productViewSchema,
  shoppingTriggerSchema,
} from '@crystal/shared/schemas/ai';
import * as z from 'zod';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { noContent, ok } from '../lib/http/responses';
import {
  aiStatus,
  behaviourFor,
  chatInWidget,
  chatOnPage,
  contextual,
  insightsFor,
  recordProductView,
  sessionOffer,
  shoppingTrigger,
} from './ai-service';
import { draftCategoryFrench, draftProductFrench } from './draft-french-service';
import { numericIdSchema } from '@crystal/shared/schemas/common';

const idParams = z.object({ id: numericIdSchema });

/** Both request shapes of POST /api/ai/chat: the widget's has `message`, the AI page's has `prompt`. */
const chatBodySchema = z.custom<unknown>().transform((body, ctx) => {
  const isWidget = typeof body === 'object' && body !== null && 'message' in body;
  const parsed = (isWidget ? aiWidgetChatSchema : aiPageChatSchema).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  }
  return isWidget
    ? { shape: 'widget' as const, widget: parsed.data as z.infer<typeof aiWidgetChatSchema> }
    : { shape: 'page' as const, page: parsed.data as z.infer<typeof aiPageChatSchema> };
});

export const handler = createFunction('ai', {
  aiStatus: defineRoute({}, async () => ok(aiStatus())),
  aiChat: defineRoute({ body: chatBodySchema }, async ({ body, sessionId, ip }) =>
    ok(
      body.shape === 'widget'
        ? await chatInWidget(sessionId, body.widget, ip)
        : await chatOnPage(sessionId, body.page, ip),
    ),
  ),
  aiContextual: defineRoute({ body: aiContextualSchema }, async ({ body, sessionId }) =>
    ok(await contextual(sessionId, body)),
  ),
  aiProductInsights: defineRoute({ body: productInsightsRequestSchema }, async ({ body, sessionId }) =>
    ok(await insightsFor(sessionId, body)),
  ),
  aiBehaviorAnalysis: defineRoute({ body: behaviorAnalysisRequestSchema }, async ({ body, sessionId, ip }) =>
    ok(await behaviourFor(sessionId, ip, body)),
  ),
  aiShoppingTrigger: defineRoute({ body: shoppingTriggerSchema }, async ({ body, sessionId, ip }) =>
    ok(await shoppingTrigger(sessionId, ip, body)),
  ),
  aiProductView: defineRoute({ body: productViewSchema }, async ({ body, sessionId }) => {
    await recordProductView(sessionId, body.productId);
    return noContent();
  }),
  aiOffer: defineRoute({}, async ({ sessionId }) => ok(await sessionOffer(sessionId))),
  // Admin routes (behind the authorizer): the AI guide drafts a piece's or collection's French for review.
  adminDraftProductFrench: defineRoute({ params: idParams }, async ({ params }) => ok(await draftProductFrench(params.id))),
  adminDraftCategoryFrench: defineRoute({ params: idParams }, async ({ params }) => ok(await draftCategoryFrench(params.id))),
});
