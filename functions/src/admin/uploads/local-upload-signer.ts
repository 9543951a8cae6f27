import { signLocalUpload } from './local-upload-signature';
import { UPLOAD_URL_TTL_SECONDS, type UploadSigner } from './upload-signer';

/** Offline: a signed URL on the local server, which writes the file into the local media folder. */
export function localUploadSigner(dataDir: string): UploadSigner {
  return {
    async presignPut(key, contentType, size) {
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      return {
        url: signLocalUpload(dataDir, key, contentType, size, expires),
        headers: { 'content-type': contentType, 'if-none-match': '*' },
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  };
}
