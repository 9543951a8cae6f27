import {
  aiContextualSchema,
  behaviorAnalysisRequestSchema,
  productInsightsRequestSchema,
  productViewSchema,
  shoppingTriggerSchema,
} from '@crystal/shared/schemas/ai';
import { defineRoute } from '../../lib/http/define-route';
import { noContent, ok } from '../../lib/http/responses';
import { behaviourFor, contextual, insightsFor, recordProductView, sessionOffer, shoppingTrigger } from '../guide-service';

/** The product page's calls to the guide: none of them loads the AI provider. */

export const aiContextual = defineRoute({ body: aiContextualSchema }, async ({ body, sessionId }) => ok(await contextual(sessionId, body)));

export const aiProductInsights = defineRoute({ body: productInsightsRequestSchema }, async ({ body, sessionId }) =>
  ok(await insightsFor(sessionId, body)),
);

export const aiBehaviorAnalysis = defineRoute({ body: behaviorAnalysisRequestSchema }, async ({ body, sessionId, ip }) =>
  ok(await behaviourFor(sessionId, ip, body)),
);

export const aiShoppingTrigger = defineRoute({ body: shoppingTriggerSchema }, async ({ body, sessionId, ip }) =>
  ok(await shoppingTrigger(sessionId, ip, body)),
);

export const aiProductView = defineRoute({ body: productViewSchema }, async ({ body, sessionId }) => {
  await recordProductView(sessionId, body.productId);
  return noContent();
});

export const aiOffer = defineRoute({}, async ({ sessionId }) => ok(await sessionOffer(sessionId)));
