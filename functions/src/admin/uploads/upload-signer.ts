/** Image upload port: a presigned S3 PUT in production, a signed local-server URL offline. */
export type UploadTarget = { url: string; headers: Record<string, string>; expiresAt: string };

export type UploadSigner = {
  presignPut(key: string, contentType: string, size: number): Promise<UploadTarget>;
};

export const UPLOAD_URL_TTL_SECONDS = 300;
