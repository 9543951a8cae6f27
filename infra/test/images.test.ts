import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../lib/config';
import { IMAGE_FUNCTION, SHARP_VERSION, sharpArm64Install } from '../lib/images';
import { ShopStack } from '../lib/shop-stack';

type Resource = { Type: string; Properties?: any };
let resources: Record<string, Resource>;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
function lambdaOf(name: string): [string, Resource] {
  const found = ofType('AWS::Lambda::Function').filter(([, r]) =>
    (r.Properties.Tags ?? []).some((t: any) => t.Key === 'crystal-shop:function' && t.Value === name),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}
function statementsOf(fnId: string): any[] {
  const roleRef = resources[fnId]!.Properties.Role['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleRef))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}
const s3Statements = (fnId: string) => statementsOf(fnId).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('s3:')));

beforeAll(() => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<script type="module" src="/shop/assets/index-abc123.js"></script>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'dev', adminEmail: 'artisan@example.com' } });
  const stack = new ShopStack(app, 'CrystalShop-dev', { config: readConfig(app.node), jobs: [], webDist, env: { account: '111111111111', region: 'ca-central-1' } });
  resources = Template.fromStack(stack).toJSON().Resources;
}, 90_000);

describe('the image function', () => {
  it('is its own arm64 Lambda with 1,024 MB and 29 s', () => {
    const [, fn] = lambdaOf('images');
    expect(fn.Properties).toMatchObject({ MemorySize: 1024, Timeout: 29, Architectures: ['arm64'], Runtime: 'nodejs22.x' });
  });

  it('is triggered by POST /api/admin/images behind the admin JWT authorizer', () => {
    const [fnId] = lambdaOf('images');
    const route = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === 'POST /api/admin/images')![1];
    expect(route.Properties.AuthorizationType).toBe('JWT');
    const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref;
    expect(resources[integrationId]!.Properties.IntegrationUri['Fn::GetAtt'][0]).toBe(fnId);
    const invoke = ofType('AWS::Lambda::Permission').filter(([, p]) => p.Properties.FunctionName['Fn::GetAtt']?.[0] === fnId);
    expect(invoke.length).toBeGreaterThan(0);
    expect(invoke.every(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com')).toBe(true);
  });

  it('reads only the private originals and writes only under media/ (least privilege)', () => {
    const [fnId] = lambdaOf('images');
    const statements = s3Statements(fnId);
    const gets = statements.filter((s) => [s.Action].flat().includes('s3:GetObject'));
    expect(gets).toHaveLength(1);
    expect([gets[0].Action].flat()).toEqual(['s3:GetObject']);
    expect(JSON.stringify(gets[0].Resource)).toContain('/originals/*');
    for (const s of statements.filter((x) => [x.Action].flat().includes('s3:PutObject'))) {
      expect(JSON.stringify(s.Resource)).toContain('/media/*');
    }
    for (const s of statements) for (const a of [s.Action].flat()) expect(a).not.toMatch(/^s3:(Delete|\*)/);
  });

  it('lets admin presign uploads into originals/ only, and never read them or write served media', () => {
    const [adminId] = lambdaOf('admin');
    const statements = s3Statements(adminId);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect([s.Action].flat()).not.toContain('s3:GetObject');
      expect(JSON.stringify(s.Resource)).toContain('/originals/*');
      expect(JSON.stringify(s.Resource)).not.toContain('/media/*');
    }
  });

  it("lets CloudFront read only the public media/ prefix of the media bucket, never originals/ (issue 33)", () => {
    const mediaBucketId = ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('DataMedia'))![0];
    const policy = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === mediaBucketId)![1];
    const cloudFront = (policy.Properties.PolicyDocument.Statement as any[]).filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    const gets = cloudFront.filter((s) => [s.Action].flat().includes('s3:GetObject'));
    expect(gets).toHaveLength(1);
    expect(JSON.stringify(gets[0].Resource)).toContain('/media/*');
    for (const s of cloudFront) {
      expect(JSON.stringify(s.Resource)).not.toContain('originals');
      expect(JSON.stringify(s.Condition)).toContain('AWS:SourceArn');
      for (const a of [s.Action].flat()) expect(['s3:GetObject', 's3:ListBucket']).toContain(a);
    }
    // No statement anywhere in the policy lets CloudFront get objects outside media/.
    expect(cloudFront.filter((s) => [s.Action].flat().includes('s3:GetObject') && !JSON.stringify(s.Resource).includes('/media/*'))).toEqual([]);
  });

  it('bundles sharp for linux-arm64 with npm after esbuild, no Docker', () => {
    expect(IMAGE_FUNCTION.bundling.external).toEqual(['sharp']);
    const [command] = sharpArm64Install()('/out/asset');
    expect(command).toBe(
      `npm install --prefix "/out/asset" --no-save --no-package-lock --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc sharp@${SHARP_VERSION}`,
    );
    expect(SHARP_VERSION).toMatch(/^0\.35\./);
  });
});
