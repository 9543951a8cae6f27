import { SizeGuidePage } from '@/features/pages/components/size-guide-page';
import { sizeGuideContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <SizeGuidePage content={sizeGuideContent.current()} />;
}
