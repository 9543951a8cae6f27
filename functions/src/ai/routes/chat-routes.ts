import { aiPageChatSchema, aiWidgetChatSchema } from '@crystal/shared/schemas/ai';
import { refuseAll } from '@crystal/shared/schemas/refuse';
import * as z from '@crystal/shared/zod';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { aiStatus as statusOfTheGuide, chatInWidget, chatOnPage } from '../chat-service';

/** Both request shapes of POST /api/ai/chat: the widget's has `message`, the AI page's has `prompt`. */
const chatBodySchema = z.pipe(
  z.custom<unknown>(),
  z.transform((body: unknown, ctx) => {
    const isWidget = typeof body === 'object' && body !== null && 'message' in body;
    const parsed = (isWidget ? aiWidgetChatSchema : aiPageChatSchema).safeParse(body);
    if (!parsed.success) return refuseAll(ctx, parsed.error.issues);
    return isWidget
      ? { shape: 'widget' as const, widget: parsed.data as z.infer<typeof aiWidgetChatSchema> }
      : { shape: 'page' as const, page: parsed.data as z.infer<typeof aiPageChatSchema> };
  }),
);

export const aiStatus = defineRoute({}, async () => ok(statusOfTheGuide()));

export const aiChat = defineRoute({ body: chatBodySchema }, async ({ body, sessionId, ip }) =>
  ok(body.shape === 'widget' ? await chatInWidget(sessionId, body.widget, ip) : await chatOnPage(sessionId, body.page, ip)),
);
