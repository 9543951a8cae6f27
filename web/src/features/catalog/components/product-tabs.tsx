import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { SHOP } from '@crystal/shared/constants';
import { useShopDetails } from '@/lib/shop-info';
import type { ListedProduct } from '../lib/listing-filters';

type Props = {
  product: ListedProduct;
  /** The AI Insights panel's content, supplied by the AI guide feature. */
  aiInsights?: ReactNode;
};

const trigger =
  'min-h-11 shrink-0 border-b-2 border-transparent px-2 text-[13px] font-semibold sm:px-4 sm:text-sm text-muted transition-colors hover:text-ink data-[state=active]:border-amethyst-700 data-[state=active]:text-amethyst-800';

const CERTIFICATIONS = [
  'Crystal authenticity guaranteed for life',
  'Craftsmanship covered for 1 year, material quality for 6 months',
  'Ethically sourced stones',
  'Handmade and inspected in Winnipeg, Manitoba',
];

/** Description; Details (specifications and certifications); Care Guide; AI Insights. */
export function ProductTabs({ product, aiInsights }: Props) {
  const { replyToEmail } = useShopDetails();
  const specs: [string, string][] = [
    ['Collection', product.category.name],
    ['Materials', product.materials.join(', ') || '—'],
    ['Gemstones', product.gemstones.join(', ') || '—'],
    ['Weight', `${product.weight} g`],
    ['SKU', product.sku],
  ];
  return (
    <Tabs.Root defaultValue="description" className="mt-14">
      <Tabs.List aria-label="Product information" className="flex overflow-x-auto border-b border-line">
        <Tabs.Trigger value="description" className={trigger}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="details" className={trigger}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="care" className={trigger}>
          Care Guide
        </Tabs.Trigger>
        <Tabs.Trigger value="insights" className={trigger}>
          AI Insights
        </Tabs.Trigger>
      </Tabs.List>
      <div className="py-6 leading-relaxed">
        <Tabs.Content value="description" className="max-w-3xl">
          <p>{product.description}</p>
        </Tabs.Content>
        <Tabs.Content value="details" className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">Specifications</h3>
            <dl className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
              {specs.map(([k, v]) => (
                <div key={k} className="flex justify-between gap-4 px-4 py-3 text-sm">
                  <dt className="text-muted">{k}</dt>
                  <dd className="text-right font-medium">{v}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Certifications</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {CERTIFICATIONS.map((c) => (
                <li key={c} className="flex gap-2">
                  <span aria-hidden="true" className="text-success">✓</span>
                  {c}
                </li>
              ))}
            </ul>
          </div>
        </Tabs.Content>
        <Tabs.Content value="care" className="max-w-3xl space-y-4">
          <div>
            <h3 className="text-lg font-semibold">Caring for your piece</h3>
            <p className="mt-2">{product.careInstructions}</p>
          </div>
          <div className="rounded-xl bg-amethyst-50 p-4 text-sm">
            Questions about caring for your piece? Write to us at{' '}
            <a href={`mailto:${replyToEmail}`} className="font-medium text-amethyst-700 underline">
              {replyToEmail}
            </a>{' '}
            and we reply within {SHOP.replyWithinHours} hours. Every piece includes one professional cleaning a year, free.
          </div>
        </Tabs.Content>
        <Tabs.Content value="insights" className="max-w-3xl">
          {aiInsights ?? (
            <p className="text-muted">Insights about this piece appear after you&apos;ve spent a little time with it.</p>
          )}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
