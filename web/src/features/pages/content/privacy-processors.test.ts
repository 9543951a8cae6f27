import { describe, expect, it } from 'vitest';
import { content as en } from './en/privacy-policy';
import { content as fr } from './fr/privacy-policy';

/**
 * Issue 44 build 4: the privacy page said all hosting is in AWS's Canadian region and did not name the AI
 * guide, whose questions go to Amazon Bedrock. It names the processor, and the regions the stack configured
 * fill {region} and {speechRegion} (terms-page.test.tsx renders them).
 */
describe('the privacy page names the AI guide’s processor', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s: Bedrock with the configured regions, the local provider, and no claim that everything stays in Canada', (_lang, content) => {
    expect(content.share.aiGuide.bedrock).toMatch(/Amazon Bedrock.*\{region\}.*Amazon Polly.*\{speechRegion\}/);
    expect(content.share.aiGuide.unknown).toMatch(/Amazon Bedrock/);
    expect(content.share.aiGuide.local).not.toMatch(/Bedrock/);
    const share = [...content.share.items, ...Object.values(content.share.aiGuide)].join('\n');
    expect(share).not.toMatch(/Canadian region|région canadienne|us-east-1/);
  });
});
