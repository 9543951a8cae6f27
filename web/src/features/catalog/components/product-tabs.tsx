import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { SHOP } from '@crystal/shared/constants/shop';
import { useShopDetails } from '@/lib/shop-info';
import type { ListedProduct } from '../lib/listing-filters';
import { facetList } from '../lib/facet-terms';
import { formatWeight } from '../lib/product-format';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from '../messages/en.json';

const t = createTranslator(en);

type Props = {
  product: ListedProduct;
  /** The AI Insights panel's content, supplied by the AI guide feature. */
  aiInsights?: ReactNode;
};

const trigger =
  'min-h-11 shrink-0 border-b-2 border-transparent px-2 text-[13px] font-semibold sm:px-4 sm:text-sm text-muted transition-colors hover:text-ink data-[state=active]:border-amethyst-700 data-[state=active]:text-amethyst-800';

const CERTIFICATIONS = ['certAuthenticity', 'certCraftsmanship', 'certEthical', 'certHandmade'] as const;

/** Description; Details (specifications and certifications); Care Guide; AI Insights. */
export function ProductTabs({ product, aiInsights }: Props) {
  const { replyToEmail } = useShopDetails();
  const category = localizedField(product.category, 'name');
  const description = localizedField(product, 'description');
  const care = localizedField(product, 'careInstructions');
  const materials = facetList(product.materials);
  const gemstones = facetList(product.gemstones);
  const specs: [string, string, 'en' | undefined][] = [
    [t('collection'), category.text, category.lang],
    [t('materials'), materials.text || '—', materials.lang],
    [t('gemstones'), gemstones.text || '—', gemstones.lang],
    [t('weight'), formatWeight(product.weight), undefined],
    [t('sku'), product.sku, undefined],
  ];
  return (
    <Tabs.Root defaultValue="description" className="mt-14">
      <Tabs.List aria-label={t('productInformation')} className="flex overflow-x-auto border-b border-line">
        <Tabs.Trigger value="description" className={trigger}>
          {t('description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="details" className={trigger}>
          {t('details')}
        </Tabs.Trigger>
        <Tabs.Trigger value="care" className={trigger}>
          {t('careGuide')}
        </Tabs.Trigger>
        <Tabs.Trigger value="insights" className={trigger}>
          {t('aiInsights')}
        </Tabs.Trigger>
      </Tabs.List>
      <div className="py-6 leading-relaxed">
        <Tabs.Content value="description" className="max-w-3xl">
          <p lang={description.lang}>{description.text}</p>
        </Tabs.Content>
        <Tabs.Content value="details" className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">{t('specifications')}</h3>
            <dl className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
              {specs.map(([k, v, lang]) => (
                <div key={k} className="flex justify-between gap-4 px-4 py-3 text-sm">
                  <dt className="text-muted">{k}</dt>
                  <dd className="text-right font-medium" lang={lang}>
                    {v}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{t('certifications')}</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {CERTIFICATIONS.map((c) => (
                <li key={c} className="flex gap-2">
                  <span aria-hidden="true" className="text-success">✓</span>
                  {t(c)}
                </li>
              ))}
            </ul>
          </div>
        </Tabs.Content>
        <Tabs.Content value="care" className="max-w-3xl space-y-4">
          <div>
            <h3 className="text-lg font-semibold">{t('caringTitle')}</h3>
            <p className="mt-2" lang={care.lang}>
              {care.text}
            </p>
          </div>
          <div className="rounded-xl bg-amethyst-50 p-4 text-sm">
            {t('careQuestionsBefore')}{' '}
            <a href={`mailto:${replyToEmail}`} className="font-medium text-amethyst-700 underline">
              {replyToEmail}
            </a>{' '}
            {t('careQuestionsAfter', { hours: SHOP.replyWithinHours })}
          </div>
        </Tabs.Content>
        <Tabs.Content value="insights" className="max-w-3xl">
          {aiInsights ?? (
            <p className="text-muted">{t('insightsLater')}</p>
          )}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
