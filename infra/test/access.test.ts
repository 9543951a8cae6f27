import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { bedrockModelArns } from '../lib/access';
import { normaliseBasePath, readConfig } from '../lib/config';

describe('bedrockModelArns', () => {
  const stack = new Stack(undefined, 'S', { env: { account: '111111111111', region: 'ca-central-1' } });
  const resolve = (arns: string[]) => arns.map((a) => stack.resolve(a)).map((a) => JSON.stringify(a));

  it('grants a foundation model by its id only', () => {
    const [arn, ...rest] = resolve(bedrockModelArns(stack, ['amazon.nova-lite-v1:0']));
    expect(rest).toEqual([]);
    expect(arn).toContain(':bedrock:*::foundation-model/amazon.nova-lite-v1:0');
  });

  it('grants an inference profile and the model it routes to', () => {
    const arns = resolve(bedrockModelArns(stack, ['us.anthropic.claude-3-5-haiku-20241022-v1:0']));
    expect(arns).toHaveLength(2);
    expect(arns.join()).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(arns.join()).toContain(':bedrock:ca-central-1:111111111111:inference-profile/us.anthropic.claude-3-5-haiku');
  });
});

describe('config', () => {
  const config = (context: Record<string, unknown>) => readConfig(new App({ context }).node);

  it('defaults to the dev stage under /shop/, not production', () => {
    expect(config({})).toMatchObject({ stage: 'dev', production: false, basePath: '/shop/', apiOnOwnHost: false });
  });

  it('treats stage prod or production=true as production', () => {
    const origin = { apiOriginDomain: 'api-origin.example.com', apiOriginCertificateArn: 'arn:aws:acm:ca-central-1:1:certificate/a' };
    expect(config({ stage: 'prod', ...origin }).production).toBe(true);
    expect(config({ stage: 'live', production: 'true', ...origin }).production).toBe(true);
  });

  it('keeps nothing open in production: the API only through CloudFront, the WAF on unless turned off', () => {
    expect(() => config({ stage: 'prod' })).toThrow(/apiOriginDomain/);
    expect(config({ stage: 'prod', apiOnOwnHost: 'true' }).waf).toBe(true);
    expect(config({ stage: 'prod', apiOnOwnHost: 'true', waf: 'false' }).waf).toBe(false);
    expect(config({}).waf).toBe(false);
    expect(() => config({ apiOriginDomain: 'api-origin.example.com' })).toThrow(/go together/);
  });

  it('normalises the base path and rejects bad settings', () => {
    expect(normaliseBasePath('crystals')).toBe('/crystals/');
    expect(normaliseBasePath('/')).toBe('/');
    expect(() => config({ stage: 'Prod Stage' })).toThrow(/stage/);
    expect(() => config({ domainName: 'shop.example.com' })).toThrow(/certificateArn/);
    expect(() => config({ throttleRateLimit: 'lots' })).toThrow(/throttleRateLimit/);
    expect(() => config({ stripePublishableKey: 'sk_live_oops' })).toThrow(/never a secret key/);
  });

  it('sends mail from adminEmail when no mailFrom is given', () => {
    expect(config({ adminEmail: 'a@example.com' }).mailFrom).toBe('a@example.com');
  });
});
