import { WarrantyPage } from '@/features/pages/components/warranty-page';

export function Component() {
  return <WarrantyPage />;
}
