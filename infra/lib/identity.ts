import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolUser,
  CfnUserPoolUserToGroupAttachment,
  Mfa,
  OAuthScope,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '@crystal/shared/schemas/admin';

export type IdentityProps = {
  production: boolean;
  authDomainPrefix: string;
  /** Site URL without trailing slash and the SPA base path: /admin lives at `<siteUrl><basePath>admin`. */
  siteUrl: string;
  basePath: string;
  adminEmail?: string;
};

/**
 * Cognito for the artisan: no self sign-up, email sign-in, strong passwords, optional TOTP MFA, the
 * `admin` group, a public app client for /admin (authorization code + PKCE) and the hosted sign-in
 * domain. The first administrator comes from context `adminEmail` (Cognito emails a temporary password);
 * `aws cognito-idp admin-create-user` + `admin-add-user-to-group` does the same by hand (docs/deploying.md).
 */
export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** JWT issuer of the pool's tokens, for API Gateway's JWT authorizer and the SPA. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // Administrators sign in with a password and an authenticator app (TOTP), always.
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const group = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'Shop administrators: may use /admin and the admin API',
    });

    const adminUrl = `${props.siteUrl}${props.basePath}admin`;
    this.client = this.userPool.addClient('AdminClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [adminUrl],
        logoutUrls: [adminUrl, `${props.siteUrl}${props.basePath}`],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(7),
      enableTokenRevocation: true,
    });

    this.domain = this.userPool.addDomain('Domain', { cognitoDomain: { domainPrefix: props.authDomainPrefix } });
    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;

    if (props.adminEmail) {
      const user = new CfnUserPoolUser(this, 'FirstAdmin', {
        userPoolId: this.userPool.userPoolId,
        username: props.adminEmail,
        userAttributes: [
          { name: 'email', value: props.adminEmail },
          { name: 'email_verified', value: 'true' },
        ],
        desiredDeliveryMediums: ['EMAIL'],
      });
      const membership = new CfnUserPoolUserToGroupAttachment(this, 'FirstAdminInGroup', {
        userPoolId: this.userPool.userPoolId,
        groupName: group.groupName,
        username: props.adminEmail,
      });
      membership.addResourceDependency(user);
      membership.node.addDependency(group);
    }
  }

  /** The hosted sign-in URL base, e.g. https://crystal-shop-dev.auth.ca-central-1.amazoncognito.com */
  get hostedDomainUrl(): string {
    return this.domain.baseUrl();
  }
}
