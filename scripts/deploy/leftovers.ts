import { GetAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { ShopConfig } from '../../infra/lib/config';
import { senderOf } from './preflight';

/** The stack outputs the guided deploy reads (cdk deploy --outputs-file). */
export type StackOutputs = Record<string, string | undefined>;

/** What is left for a person after the deploy: DNS records to publish and SES production access. */
export async function leftovers(config: ShopConfig, outputs: StackOutputs, ses: SESv2Client): Promise<string[]> {
  const todo: string[] = [];
  if (config.domainName) todo.push(`DNS: ${config.domainName} CNAME (or alias) ${outputs.DistributionDomainName ?? 'the distribution domain (CloudFront console)'}`);
  if (config.apiOriginDomain && outputs.ApiOriginDnsTarget) todo.push(`DNS: ${config.apiOriginDomain} CNAME ${outputs.ApiOriginDnsTarget}`);
  const sender = senderOf(config);
  if (sender) {
    try {
      const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: sender.identity }));
      if (!identity.VerifiedForSendingStatus) {
        if (sender.identity.includes('@')) todo.push(`SES: open the verification link SES mailed to ${sender.identity}`);
        for (const token of identity.DkimAttributes?.Tokens ?? []) {
          todo.push(`DNS: ${token}._domainkey.${sender.identity} CNAME ${token}.dkim.amazonses.com`);
        }
      }
    } catch {
      todo.push(`SES: the identity ${sender.identity} is not there yet; run the deploy again, then verify it`);
    }
    const account = await ses.send(new GetAccountCommand({})).catch(() => undefined);
    if (account && !account.ProductionAccessEnabled) {
      todo.push('SES: request production access (SES console, Account dashboard), else mail reaches only verified addresses');
    }
  }
  if (config.adminEmail) todo.push(`Cognito: ${config.adminEmail} gets a temporary password by mail; sign in at ${outputs.SiteUrl ?? '<SiteUrl>'}admin and set up the authenticator app`);
  return todo;
}
