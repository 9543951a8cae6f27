import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { deferredComponent } from '@/lib/deferred-component';
import { useIdlePreload } from '@/lib/use-idle-preload';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

const MobileNavLinks = deferredComponent(() => import('./on-demand/mobile-nav-links').then((m) => m.MobileNavLinks));

/** Phones: a right-side sheet with the header's links plus Quick Actions (loaded once idle, or on first open). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useIdlePreload(MobileNavLinks.preload);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-amethyst-50 md:hidden"
        aria-label={t('openMenu')}
        aria-expanded={open}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('menu')}
        description={t('menuDescription')}
        testId="mobile-menu"
      >
        <Suspense fallback={null}>
          <MobileNavLinks close={close} />
        </Suspense>
      </Sheet>
    </>
  );
}
