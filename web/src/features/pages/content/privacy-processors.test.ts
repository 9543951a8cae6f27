import { describe, expect, it } from 'vitest';
import { DEFAULT_BEDROCK_REGION } from '@crystal/shared/constants/bedrock-region';
import { content as en } from './en/privacy-policy';
import { content as fr } from './fr/privacy-policy';

/**
 * Issue 44 build 4: the privacy page said all hosting is in AWS's Canadian region and did not name the AI
 * guide, whose questions go to Amazon Bedrock in us-east-1 by default. It names the processor and region now.
 */
describe('the privacy page names the AI guide’s processor', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s: Bedrock and its region, and no claim that everything stays in Canada', (_lang, content) => {
    const share = content.share.items.join('\n');
    expect(share).toMatch(/Amazon Bedrock/);
    expect(share).toContain(DEFAULT_BEDROCK_REGION);
    expect(share).not.toMatch(/Canadian region|région canadienne/);
  });
});
