/** Media storage port: S3 in production, a local folder offline. Returns the public URL of the object. */
export type MediaStore = {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<string>;
  urlFor(key: string): string;
};
