import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from '@crystal/shared/zod';
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

export type RouteSpec<BS extends z.ZodMiniType | undefined, QS extends z.ZodMiniType | undefined, PS extends z.ZodMiniType | undefined> = {
  body?: BS;
  query?: QS;
  params?: PS;
};

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;

export type RouteHandler = {
  spec: RouteSpec<z.ZodMiniType | undefined, z.ZodMiniType | undefined, z.ZodMiniType | undefined>;
  run: (req: RouteRequest<any, any, any>) => Promise<HttpResult>;
};

/** Declares one route's schemas and its thin body (parse -> service -> response). */
export function defineRoute<
  BS extends z.ZodMiniType | undefined = undefined,
  QS extends z.ZodMiniType | undefined = undefined,
  PS extends z.ZodMiniType | undefined = undefined,
>(
  spec: RouteSpec<BS, QS, PS>,
  run: (req: RouteRequest<Infer<BS>, Infer<QS>, Infer<PS>>) => Promise<HttpResult>,
): RouteHandler {
  return { spec, run };
}
