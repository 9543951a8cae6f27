import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkPackagesOf, writeSdkFloorEntry } from './sdk-floor';

describe('the SDK floor', () => {
  it('keeps the SDK packages a bundle loads: external AWS SDK clients and bundled Stripe', () => {
    const externals = ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb', 'node:crypto'];
    const inputs = ['functions/src/payments/handler.ts', 'node_modules/stripe/esm/stripe.esm.node.js', 'node_modules/stripe/esm/Error.js', 'node_modules/zod/v4/core/core.js', 'node_modules/@middy/core/index.js'];
    expect(sdkPackagesOf(externals, inputs)).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', 'stripe']);
  });

  it('counts sharp, external beside the image function as the stack ships it, with the SDKs', () => {
    expect(sdkPackagesOf(['@aws-sdk/client-s3', 'sharp'], ['functions/src/images/handler.ts'])).toEqual(['@aws-sdk/client-s3', 'sharp']);
  });

  it('writes an entry that imports exactly those packages and does nothing else', () => {
    const file = writeSdkFloorEntry(mkdtempSync(path.join(os.tmpdir(), 'sdk-floor-')), ['@aws-sdk/client-dynamodb', 'stripe']);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("import * as sdk0 from \"@aws-sdk/client-dynamodb\";");
    expect(text).toContain("import * as sdk1 from \"stripe\";");
    expect(text).toContain('export const handler = async () => loaded.length;');
  });
});
