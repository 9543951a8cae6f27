/**
 * The AWS region the AI guide's questions go to (Amazon Bedrock) unless the stack sets `-c bedrockRegion`:
 * one value read by the stack's config (infra/lib/config.ts) and the functions' provider; the privacy page states the
 * region the running functions were given (GET /api/shop `aiGuide`).
 */
export const DEFAULT_BEDROCK_REGION = 'us-east-1';
