import { Gem, HandHeart, Leaf, MessageCircle, RotateCcw, ShieldCheck, Sparkles, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RETURNS } from '@crystal/shared/constants/policies';
import { SHOP } from '@crystal/shared/constants/shop';
import { homeJsonLd } from '@crystal/shared/page-head/store-json-ld';
import { homeHead } from '@crystal/shared/page-head/shop-page-heads';
import { HeadTags, JsonLd, headContext } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { CollectionTiles } from '@/features/catalog/components/collection-tiles';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';
import { useShopDetails } from '@/lib/shop-info';
import type { ShippingSettings } from '@crystal/shared/money/price-shipping';
import { shippingHeadline, shippingRuleText } from '@crystal/shared/shop-facts/money-claims';
import { currentLocale } from '@/i18n/i18n';

const t = createTranslator(en);

/** The four promises, translated while rendering. */
const reassurance = (shipping: ShippingSettings) => {
  const days = RETURNS.satisfactionDays;
  const lang = currentLocale() === 'fr' ? 'fr' : 'en';
  return [
    // The shop's shipping as its settings have it (docs/decisions/0038-shipping-she-sets.md).
    { title: shippingHeadline(shipping, lang), text: shippingRuleText(shipping, lang), Icon: Truck },
    { title: t('lifetimeWarranty'), text: t('lifetimeWarrantyText'), Icon: ShieldCheck },
    { title: t('ethicallySourced'), text: t('ethicallySourcedText'), Icon: Leaf },
    { title: t('returnsTitle', { days }), text: t('returnsText', { days }), Icon: RotateCcw },
  ];
};

/**
 * The home page below its first screen (reassurance, collections, the artisan's story, the consultation
 * call) and the shop's JSON-LD for crawlers: its own chunk, asked for once the app is in charge of a home
 * page that arrived as HTML (as drawn until then; routes/home.tsx), so the first load carries only the hero
 * and the featured pieces.
 */
export default function HomeBelowFold() {
  const shop = useShopDetails();
  return (
    <>
      <HeadTags head={homeHead(headContext())} />
      {homeJsonLd(headContext(), shop).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      <section aria-label={t('whyShop')} className="border-y border-line bg-white">
        <ul className="container-page grid grid-cols-2 gap-6 py-10 lg:grid-cols-4">
          {reassurance(shop.shipping).map(({ title, text, Icon }) => (
            <li key={title} className="flex flex-col items-center text-center sm:flex-row sm:items-start sm:text-left sm:gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amethyst-50 text-amethyst-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="mt-3 sm:mt-0">
                <h2 className="font-sans text-base font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CollectionTiles />

      <section aria-labelledby="story-heading" className="bg-amethyst-50">
        <div className="container-page grid items-center gap-10 py-16 md:grid-cols-2">
          <div className="order-2 md:order-1">
            <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">{t('storyKicker')}</p>
            <h2 id="story-heading" className="mt-2 text-3xl font-semibold">
              {t('storyTitle')}
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              {t('storyText', { city: SHOP.city })}
            </p>
            <Link to={paths.about} className="btn-outline mt-6">
              <HandHeart className="size-4" aria-hidden="true" />
              {t('readStory')}
            </Link>
          </div>
          <div className="order-1 flex justify-center md:order-2" aria-hidden="true">
            <div className="relative flex size-56 items-center justify-center rounded-full bg-gradient-to-br from-amethyst-200 via-rose-100 to-gold-400/40 sm:size-72">
              <Gem className="size-24 text-amethyst-700 sm:size-32" strokeWidth={1} />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="consult-heading" className="container-page py-16">
        <div className="rounded-3xl bg-amethyst-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="consult-heading" className="text-3xl font-semibold">
            {t('consultTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-cream/85">
            {t('consultText', { hours: SHOP.replyWithinHours })}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.contact} className="btn bg-white text-amethyst-800 hover:bg-cream">
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('scheduleConsultation')}
            </Link>
            <Link to={paths.aiAssistant} className="btn border border-white/60 text-white hover:bg-white/10">
              <Sparkles className="size-4" aria-hidden="true" />
              {t('askGuide')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
