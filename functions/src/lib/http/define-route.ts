import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { AdminIdentity } from './parse-request';
import type { HttpResult } from './responses';

export type RouteRequest<B, Q, P> = {
  body: B;
  query: Q;
  params: P;
  /** Present (and a valid UUID) on session routes. */
  sessionId: string;
  admin: AdminIdentity | undefined;
  /** The client identity per-client limits key on (lib/client/client-address.ts). */
  ip: string;
  rawBody: string | undefined;
  event: APIGatewayProxyEventV2;
};

export type RouteSpec<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined, PS extends z.ZodType | undefined> = {
  body?: BS;
  query?: QS;
  params?: PS;
};

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteHandler = {
  spec: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;
  run: (req: RouteRequest<any, any, any>) => Promise<HttpResult>;
};

/** Declares one route's schemas and its thin body (parse -> service -> response). */
export function defineRoute<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  PS extends z.ZodType | undefined = undefined,
>(
  spec: RouteSpec<BS, QS, PS>,
  run: (req: RouteRequest<Infer<BS>, Infer<QS>, Infer<PS>>) => Promise<HttpResult>,
): RouteHandler {
  return { spec, run };
}
