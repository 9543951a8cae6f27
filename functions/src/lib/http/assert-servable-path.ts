import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { paramProblem, pathProblem } from '@crystal/shared/routes/path-problem';
import { AppError } from '../errors';

/**
 * Malformed percent-encoding, NUL bytes and overlong segments get a 400 before anything reads the
 * request: checked on the raw path and on the path parameters API Gateway decoded.
 */
export function assertServablePath(event: APIGatewayProxyEventV2): void {
  const problem =
    pathProblem(event.rawPath ?? '') ??
    Object.values(event.pathParameters ?? {}).map((v) => (v === undefined ? undefined : paramProblem(v))).find(Boolean);
  if (problem) throw new AppError('INVALID_DATA', problem, [{ path: 'path', message: problem }]);
}
