/** A setting the operator must give before anything is synthesised; the app prints its message alone, on one line. */
export class DeploySettingError extends Error {
  override name = 'DeploySettingError';
}

/**
 * The region the shop deploys to, set explicitly: context `region` (`-c region=ca-central-1`), else
 * `AWS_REGION`. Never `CDK_DEFAULT_REGION`: the CDK CLI overwrites it with the profile's default region,
 * so an exported value there is silently replaced. A development stage without an explicit region
 * stays environment-agnostic (the CLI's region, as any CDK app); a production stage stops.
 */
export function deployRegion(contextRegion: unknown, env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const given = typeof contextRegion === 'string' && contextRegion.trim() ? contextRegion.trim() : env.AWS_REGION?.trim() || undefined;
  if (given && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(given)) {
    throw new DeploySettingError(`The region "${given}" is not an AWS region name (e.g. ca-central-1).`);
  }
  if (!given && production) {
    throw new DeploySettingError(
      'A production stage needs an explicit region: set AWS_REGION=ca-central-1 (or -c region=ca-central-1); CDK_DEFAULT_REGION is overwritten by the CDK CLI.',
    );
  }
  return given ?? (production ? undefined : env.CDK_DEFAULT_REGION);
}
