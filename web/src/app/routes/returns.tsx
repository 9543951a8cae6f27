import { ReturnsPage } from '@/features/pages/components/returns-page';

export function Component() {
  return <ReturnsPage />;
}
