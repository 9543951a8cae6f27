import { WarrantyPage } from '@/features/pages/components/warranty-page';
import { warrantyContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <WarrantyPage content={warrantyContent.current()} />;
}
