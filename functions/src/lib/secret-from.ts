import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { ConfigError } from './errors';

/** A secret from an SSM SecureString parameter when named, else the plain value; fetched once and cached. */
export function secretFrom(param: string | undefined, plain: string | undefined): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= (async () => {
      if (param) {
        const value = await getParameter(param, { decrypt: true, maxAge: 900 });
        if (!value) throw new ConfigError(`SSM parameter ${param} is empty`);
        return value;
      }
      return plain!;
    })();
    pending.catch(() => (pending = undefined));
    return pending;
  };
}
