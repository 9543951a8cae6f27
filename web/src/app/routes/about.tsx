import { AboutPage } from '@/features/pages/components/about-page';

export function Component() {
  return <AboutPage />;
}
