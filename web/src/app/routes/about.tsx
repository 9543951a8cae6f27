import { AboutPage } from '@/features/pages/components/about-page';
import { aboutContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <AboutPage content={aboutContent.current()} />;
}
