import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * The same-work floor: a bare node:http server that makes, per route, the DynamoDB calls the shop's
 * route makes on an uncached request, through the shop's own document client and repository functions,
 * on the same table (the bench's DynamoDB Local), and answers their items as JSON. No validation, no
 * sessions, no rate limits, no response mapping: what is left between the shop and this floor is the
 * stack's own cost. The catalogue floor queries on every request: the shop keeps those answers for a few
 * seconds, so it can beat its floor there. Import only after the local runtime has set the environment.
 */
export async function startSameWorkFloor(port: number): Promise<Server> {
  const { queryCategories } = await import('../../../functions/src/catalog/category-repository');
  const { getProduct, getProductsByIds, listActiveProducts } = await import('../../../functions/src/catalog/product-repository');
  const cart = await import('../../../functions/src/cart/cart-repository');
  const { nextId } = await import('../../../functions/src/lib/db/next-id');

  const routes: { method: string; pattern: RegExp; work: (m: RegExpExecArray, req: IncomingMessage, body: string) => Promise<unknown> }[] = [
    { method: 'GET', pattern: /^\/api\/products$/, work: async () => [await queryCategories(), await listActiveProducts()] },
    { method: 'GET', pattern: /^\/api\/products\/(\d+)$/, work: (m) => Promise.all([getProduct(Number(m[1])), queryCategories()]) },
    { method: 'GET', pattern: /^\/api\/categories$/, work: () => queryCategories() },
    {
      method: 'GET',
      pattern: /^\/api\/cart$/,
      work: async (_m, req) => {
        const lines = await cart.listCartLines(String(req.headers['x-session-id']));
        return lines.length ? [lines, [...(await getProductsByIds(lines.map((l) => l.productId))).values()]] : [];
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/cart$/,
      work: async (_m, req, body) => {
        const sessionId = String(req.headers['x-session-id']);
        const { productId, quantity } = JSON.parse(body) as { productId: number; quantity: number };
        const product = await getProduct(productId);
        const { version } = await cart.readCart(sessionId);
        const id = await nextId('cartItem');
        return [product, await cart.insertCartLine({ id, sessionId, productId, quantity }, version)];
      },
    },
  ];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = (req.url ?? '').split('?')[0]!;
      for (const r of routes) {
        const m = r.method === req.method ? r.pattern.exec(url) : null;
        if (!m) continue;
        r.work(m, req, Buffer.concat(chunks).toString()).then(
          (out) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out)),
          (e: Error) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: e.message })),
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
