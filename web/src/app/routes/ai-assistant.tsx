import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { AiConsultant } from '@/features/ai/components/ai-consultant';
import { AiStatusCard } from '@/features/ai/components/ai-status-card';

/** /ai-assistant: the AI Crystal Consultant (docs/decisions/0020-screens-and-texts.md). */
export function Component() {
  return (
    <div className="container-page py-8 sm:py-12">
      <Seo
        title="AI Crystal Consultant"
        description="Ask our AI crystal guide for crystal advice, custom jewellery images and spoken audio consultations."
        path={paths.aiAssistant}
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-amethyst-700">Crystal Guide</p>
        <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">AI Crystal Consultant</h1>
        <p className="mt-4 text-base text-muted sm:text-lg">
          Powered by image and audio generation, our guide gives personal crystal advice, generates custom
          product images and offers audio consultations, all grounded in the handmade pieces of our shop.
        </p>
      </header>
      <div className="mx-auto mt-8 grid max-w-5xl gap-6 lg:grid-cols-[1fr_18rem]">
        <AiConsultant />
        <aside className="space-y-6">
          <AiStatusCard />
          <div className="card p-5 text-sm text-muted">
            <h2 className="text-lg font-semibold text-ink">Try asking</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Which stone suits calm evenings?</li>
              <li>How do I clean a moonstone ring?</li>
              <li>Image: a labradorite pendant in silver</li>
              <li>Audio: tell me about rose quartz</li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
