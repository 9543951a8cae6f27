import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { AiConsultant } from '@/features/ai/components/ai-consultant';
import { AiStatusCard } from '@/features/ai/components/ai-status-card';
import { t } from '@/features/ai/lib/ai-text';

/** /ai-assistant: the AI Crystal Consultant (docs/decisions/0020-screens-and-texts.md). */
export function Component() {
  return (
    <div className="container-page py-8 sm:py-12">
      <Seo
        title={t('pageTitle')}
        description={t('pageDescription')}
        path={paths.aiAssistant}
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-amethyst-700">{t('pageEyebrow')}</p>
        <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-4 text-base text-muted sm:text-lg">
          {t('pageLead')}
        </p>
      </header>
      <div className="mx-auto mt-8 grid max-w-5xl gap-6 lg:grid-cols-[1fr_18rem]">
        <AiConsultant />
        <aside className="space-y-6">
          <AiStatusCard />
          <div className="card p-5 text-sm text-muted">
            <h2 className="text-lg font-semibold text-ink">{t('tryAsking')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t('example1')}</li>
              <li>{t('example2')}</li>
              <li>{t('example3')}</li>
              <li>{t('example4')}</li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
