import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3UploadSigner } from './s3-upload-signer';

describe('S3 upload signer (its SDK modules load on the first upload)', () => {
  it('presigns a PUT under the private originals/ (never media/) that signs content type and length', async () => {
    const client = new S3Client({
      region: 'ca-central-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    const target = await s3UploadSigner('bucket-1', client).presignPut('x.webp', 'image/webp', 1234);
    const url = new URL(target.url);
    expect(url.hostname).toBe('bucket-1.s3.ca-central-1.amazonaws.com');
    expect(url.pathname).toBe('/originals/x.webp');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(target.headers).toEqual({ 'content-type': 'image/webp', 'if-none-match': '*' });
  });
});
