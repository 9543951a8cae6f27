/**
 * The AWS region the AI guide's questions go to (Amazon Bedrock) unless the stack sets `-c bedrockRegion`:
 * one value read by the stack's config (infra/lib/config.ts), the functions' provider and the privacy page.
 */
export const DEFAULT_BEDROCK_REGION = 'us-east-1';
