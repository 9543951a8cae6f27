import type { AboutContent } from '../components/about-page';
import type { FinancingContent } from '../components/financing-page';
import type { JewelryCareContent } from '../components/jewelry-care-page';
import type { PrivacyPolicyContent } from '../components/privacy-policy-page';
import type { ReturnsContent } from '../components/returns-page';
import type { SizeGuideContent } from '../components/size-guide-page';
import type { TermsContent } from '../components/terms-page';
import type { WarrantyContent } from '../components/warranty-page';
import { pageContent } from '../lib/page-content';

/**
 * Each information page's words, one module per language, loaded on demand. The router starts the page's
 * language's module beside the page's code, so neither waits for the other (docs/decisions/0044-one-component-per-page.md).
 */
export const aboutContent = pageContent<AboutContent>({
  en: () => import('./en/about'),
  fr: () => import('./fr/about'),
});
export const financingContent = pageContent<FinancingContent>({
  en: () => import('./en/financing'),
  fr: () => import('./fr/financing'),
});
export const jewelryCareContent = pageContent<JewelryCareContent>({
  en: () => import('./en/jewelry-care'),
  fr: () => import('./fr/jewelry-care'),
});
export const privacyPolicyContent = pageContent<PrivacyPolicyContent>({
  en: () => import('./en/privacy-policy'),
  fr: () => import('./fr/privacy-policy'),
});
export const returnsContent = pageContent<ReturnsContent>({
  en: () => import('./en/returns'),
  fr: () => import('./fr/returns'),
});
export const sizeGuideContent = pageContent<SizeGuideContent>({
  en: () => import('./en/size-guide'),
  fr: () => import('./fr/size-guide'),
});
export const termsContent = pageContent<TermsContent>({
  en: () => import('./en/terms'),
  fr: () => import('./fr/terms'),
});
export const warrantyContent = pageContent<WarrantyContent>({
  en: () => import('./en/warranty'),
  fr: () => import('./fr/warranty'),
});
