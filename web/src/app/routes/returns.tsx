import { ReturnsPage } from '@/features/pages/components/returns-page';
import { returnsContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <ReturnsPage content={returnsContent.current()} />;
}
