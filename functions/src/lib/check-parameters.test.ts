import { describe, expect, it } from 'vitest';
import { checkParameters, requiredParameters } from './check-parameters';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('checkParameters', () => {
  it('names each missing, empty or unreadable parameter with its fix, in one line each', async () => {
    const values: Record<string, string | Error> = {
      '/crystal-shop/prod/stripe/secret-key': 'sk_live_x',
      '/crystal-shop/prod/stripe/webhook-secret': named('ParameterNotFound'),
      '/crystal-shop/prod/links/signing-secret': ' ',
      '/crystal-shop/prod/other': named('AccessDeniedException'),
    };
    const problems = await checkParameters(Object.keys(values), async (name) => {
      const v = values[name]!;
      if (v instanceof Error) throw v;
      return v;
    });
    expect(problems).toEqual([
      'SSM parameter /crystal-shop/prod/stripe/webhook-secret does not exist: aws ssm put-parameter --type SecureString --name /crystal-shop/prod/stripe/webhook-secret --value ... (docs/deploying.md)',
      'SSM parameter /crystal-shop/prod/links/signing-secret is empty: aws ssm put-parameter --overwrite --type SecureString --name /crystal-shop/prod/links/signing-secret --value ...',
      'SSM parameter /crystal-shop/prod/other cannot be read (AccessDeniedException): a customer-managed key needs -c parameterKmsKeyArn=<key ARN> (docs/deploying.md)',
    ]);
    for (const p of problems) expect(p).not.toContain('\n');
  });

  it('reads the names the stack sets', () => {
    expect(requiredParameters({ REQUIRED_PARAMETERS: '/a, /b,' })).toEqual(['/a', '/b']);
    expect(requiredParameters({})).toEqual([]);
  });
});
