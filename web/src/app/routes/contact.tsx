import { useSearchParams } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants/shop';
import { infoPageHead } from '@crystal/shared/page-head/shop-page-heads';
import { HeadTags, headContext } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useProduct } from '@/features/catalog/api/use-product';
import { ContactForm } from '@/features/contact/components/contact-form';
import { localizedField } from '@/i18n/localized-field';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';
import { t } from '@/features/contact/lib/contact-text';

/**
 * /contact: the contact and consultation form with the shop's contact facts. `?consultation=1` opens in
 * consultation mode; `&piece=<id>` names the piece it came from.
 */
export function Component() {
  const [params] = useSearchParams();
  const consultation = params.get('consultation') === '1';
  // From a product's "Schedule Consultation": the piece by its id, its name from the catalogue (never the address's text).
  const pieceId = /^[1-9]\d{0,8}$/.test(params.get('piece') ?? '') ? Number(params.get('piece')) : undefined;
  const piece = useProduct(pieceId).data;
  return (
    <>
      <HeadTags
        head={infoPageHead(headContext(), {
          title: t('pageTitle'),
          path: paths.contact,
          description: t('pageDescription', { shop: SHOP.name, hours: SHOP.replyWithinHours }),
        })}
      />
      <section className="bg-gradient-to-b from-amethyst-50 to-cream">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-5xl">{t('heading')}</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">
            {t('lead', { hours: SHOP.replyWithinHours })}
          </p>
        </div>
      </section>
      <div className="container-page grid gap-8 pb-16 pt-6 lg:grid-cols-[1fr_22rem]">
        <ContactForm defaultConsultation={consultation} aboutPiece={piece ? { name: localizedField(piece, 'name').text, path: paths.product(piece.id) } : undefined} />
        <aside aria-label={t('contactInformation')}>
          <ContactInfoCards />
        </aside>
      </div>
    </>
  );
}
