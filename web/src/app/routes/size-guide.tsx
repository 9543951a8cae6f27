import { SizeGuidePage } from '@/features/pages/components/size-guide-page';

export function Component() {
  return <SizeGuidePage />;
}
