import { logger } from './logger';

/**
 * The SSM parameters this function needs (comma-separated names), set per function by the stack
 * (infra/lib/api.ts) from the secrets it is granted. Unset locally and in tests.
 */
export const REQUIRED_PARAMETERS_SETTING = 'REQUIRED_PARAMETERS';

/** Reads one SecureString's value; throws the SDK's error (ParameterNotFound, AccessDeniedException...). */
export type ParameterReader = (name: string) => Promise<string | undefined>;

const ssmReader = (): ParameterReader => {
  let client: Promise<{ read: ParameterReader }> | undefined;
  return async (name) => {
    client ??= import('@aws-sdk/client-ssm').then(({ SSMClient, GetParameterCommand }) => {
      const ssm = new SSMClient({});
      return { read: async (n: string) => (await ssm.send(new GetParameterCommand({ Name: n, WithDecryption: true }))).Parameter?.Value };
    });
    return (await client).read(name);
  };
};

/** What is wrong with one parameter, and how to fix it, in one line; undefined when it is fine. */
async function problemOf(name: string, read: ParameterReader): Promise<string | undefined> {
  try {
    const value = await read(name);
    return value?.trim() ? undefined : `SSM parameter ${name} is empty: aws ssm put-parameter --overwrite --type SecureString --name ${name} --value ...`;
  } catch (error) {
    const kind = (error as { name?: string }).name ?? 'Error';
    if (kind === 'ParameterNotFound') return `SSM parameter ${name} does not exist: aws ssm put-parameter --type SecureString --name ${name} --value ... (docs/deploying.md)`;
    if (/AccessDenied|KMS/i.test(kind)) {
      return `SSM parameter ${name} cannot be read (${kind}): a customer-managed key needs -c parameterKmsKeyArn=<key ARN> (docs/deploying.md)`;
    }
    return `SSM parameter ${name} cannot be read: ${kind}: ${(error as Error).message}`;
  }
}

/**
 * Checks, at cold start, that every parameter the function needs exists and has a value. A problem is
 * logged as an error with `configError` set (a metric filter on the function's log group counts them and
 * raises an alarm: infra/lib/monitoring.ts), so a missing secret is found by the alarm, not by a shopper.
 * Returns the problems; never throws.
 */
export async function checkParameters(names: readonly string[], read: ParameterReader = ssmReader()): Promise<string[]> {
  const problems = (await Promise.all(names.map((name) => problemOf(name, read)))).filter((p): p is string => Boolean(p));
  for (const problem of problems) logger.error(`Configuration error: ${problem}`, { configError: 'parameter' });
  return problems;
}

/** The names in REQUIRED_PARAMETERS. */
export function requiredParameters(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env[REQUIRED_PARAMETERS_SETTING] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

let started: Promise<string[]> | undefined;

/** Starts the check once per container (at module load, in Lambda's init phase); later calls get the same result. */
export function checkRequiredParametersOnce(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const names = requiredParameters(env);
  started ??= names.length ? checkParameters(names) : Promise.resolve([]);
  return started;
}
