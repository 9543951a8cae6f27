import { Camera, Gem, Globe, Link2, Store } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants/shop';
import { SHOP_CONTACT } from '@crystal/shared/constants/shop-contact';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import { shippingHeadline } from '@crystal/shared/shop-facts/money-claims';
import { paymentMethodsText } from '@crystal/shared/payment-methods';
import { useShopDetails } from '@/lib/shop-info';
import { currentLocale } from '@/i18n/i18n';
import en from './messages/en.json';

const t = createTranslator(en);
type Key = keyof typeof en;

/** The footer's fixed links after the collections; labels are catalogue keys, translated while rendering. */
const MORE_COLLECTIONS: { label: Key; to: string }[] = [
  { label: 'allProducts', to: paths.products },
  { label: 'featuredItems', to: paths.home },
  { label: 'customConsultations', to: paths.contact },
];

const CUSTOMER_CARE: { label: Key; to: string }[] = [
  { label: 'sizeGuide', to: paths.sizeGuide },
  { label: 'jewelryCare', to: paths.jewelryCare },
  { label: 'warranty', to: paths.warranty },
  { label: 'returns', to: paths.returns },
  { label: 'financing', to: paths.financing },
  { label: 'contactUs', to: paths.contact },
  { label: 'yourCart', to: paths.cart },
];

/** Brand names stay as they are; only the Etsy shop's label is translated. */
const SOCIAL = [
  { name: 'Facebook', href: SHOP_CONTACT.social.facebook, Icon: Globe },
  { name: 'Instagram', href: SHOP_CONTACT.social.instagram, Icon: Camera },
  { name: undefined, href: SHOP_CONTACT.social.etsy, Icon: Store },
  { name: 'Linktree', href: SHOP_CONTACT.social.linktree, Icon: Link2 },
];

const linkClass = 'inline-flex min-h-11 items-center text-sm text-cream/80 hover:text-white sm:min-h-9';

type FooterLink = { text: string; to: string; lang?: 'en' };

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">{title}</h2>
      <ul className="mt-3">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass} lang={l.lang}>
              {l.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const translated = (links: { label: Key; to: string }[]): FooterLink[] => links.map((l) => ({ text: t(l.label), to: l.to }));

/** The collections as the table lists them (her order, hidden ones left out), then the fixed links. */
function useCollectionLinks(): FooterLink[] {
  const { data = [] } = useQuery(categoriesQuery());
  const collections = data.map((c) => {
    const { text, lang } = localizedField(c, 'name');
    return { text, to: paths.category(c.slug), lang };
  });
  return [...collections, ...translated(MORE_COLLECTIONS)];
}

export function SiteFooter() {
  const collections = useCollectionLinks();
  const shop = useShopDetails();
  const lang = currentLocale() === 'fr' ? 'fr' : 'en';
  return (
    <footer className="bg-amethyst-800 text-cream drawn-near-screen-[114rem] sm:drawn-near-screen-[66rem] lg:drawn-near-screen-[40rem]">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to={paths.home} className="inline-flex min-h-11 items-center gap-2 font-serif text-xl font-semibold text-white">
            <Gem className="size-5 text-gold-400" aria-hidden="true" />
            {SHOP.name}
          </Link>
          <p className="mt-3 text-sm leading-relaxed text-cream/80">
            {t('footerBlurb', { city: SHOP.city, province: SHOP.province })}
          </p>
          <ul className="mt-4 flex gap-1" aria-label={t('followUs')}>
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('opensNewTab', { label: name ?? t('etsyShop') })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkGroup title={t('collections')} links={collections} />
        <LinkGroup title={t('customerCare')} links={translated(CUSTOMER_CARE)} />
        <div data-slot="newsletter">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">{t('stayConnected')}</h2>
          <p className="mt-3 text-sm text-cream/80">{t('newsletterBlurb')}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page space-y-2 py-6 text-sm text-cream/80">
          <p>
            {t('freeShippingPayments', {
              shipping: shippingHeadline(shop.shipping, lang),
              payments: paymentMethodsText(shop.paymentMethods, lang),
            })}
          </p>
          <p>{t('replyAndCustom', { hours: SHOP.replyWithinHours })}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1 pt-2">
            {/* A page drawn on the server on 31 December may be taken over on 1 January: the year may differ, nothing else. */}
            <p suppressHydrationWarning>
              © {new Date().getFullYear()} {SHOP.name}, {SHOP.city}, {SHOP.province}
            </p>
            <Link to={paths.privacy} className={linkClass}>
              {t('privacyPolicy')}
            </Link>
            <Link to={paths.terms} className={linkClass}>
              {t('termsOfService')}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
