import { ConfigError } from './errors';

/**
 * The settings every function reads (the table; DynamoDB Local's endpoint offline; the region), checked
 * at module load like every other setting, but by hand rather than with a zod shape: a function that
 * validates nothing else (the scheduled jobs) then bundles no zod, which was half its bundle and ~15 ms of
 * its cold start. The rules are readEnv's for the shape { TABLE_NAME: z.string().min(3),
 * DYNAMODB_ENDPOINT: z.string().url().optional(), AWS_REGION: z.string().default('ca-central-1') }.
 */
export function readCoreEnv(source: NodeJS.ProcessEnv = process.env) {
  const problems: string[] = [];
  const tableName = source.TABLE_NAME;
  if (tableName === undefined) problems.push('TABLE_NAME: Invalid input: expected string, received undefined');
  else if (tableName.length < 3) problems.push('TABLE_NAME: Too small: expected string to have >=3 characters');
  // As zod's url(): trimmed, any scheme the URL parser accepts, tabs and newlines dropped.
  const endpoint = source.DYNAMODB_ENDPOINT?.trim();
  if (endpoint !== undefined && !URL.canParse(endpoint)) problems.push('DYNAMODB_ENDPOINT: Invalid URL');
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return {
    TABLE_NAME: tableName!,
    DYNAMODB_ENDPOINT: endpoint?.replace(/[\t\n\r]/g, ''),
    AWS_REGION: source.AWS_REGION ?? 'ca-central-1',
  };
}

export const coreEnv = readCoreEnv();
