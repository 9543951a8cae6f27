import { JewelryCarePage } from '@/features/pages/components/jewelry-care-page';
import { jewelryCareContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <JewelryCarePage content={jewelryCareContent.current()} />;
}
