import { JewelryCarePage } from '@/features/pages/components/jewelry-care-page';

export function Component() {
  return <JewelryCarePage />;
}
