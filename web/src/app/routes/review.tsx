import { Link, useParams } from 'react-router-dom';
import { peekReviewToken } from '@crystal/shared/review-link';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useProduct } from '@/features/catalog/api/use-product';
import { ReviewForm } from '@/features/reviews';
import en from '@/features/reviews/messages/en.json';
import { localizedField } from '@/i18n/localized-field';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/**
 * /review/{token} (and /fr/review/{token}): the review-request mail's link, one per piece bought. The
 * token names the piece (read here only to show its name); the server checks its signature on posting.
 */
export function Component() {
  const { token = '' } = useParams();
  const piece = peekReviewToken(token);
  const product = useProduct(piece?.productId);
  const name = product.data ? localizedField(product.data, 'name').text : undefined;
  return (
    <div className="container-page max-w-xl py-6">
      <Seo title={t('seoTitle')} description={t('seoDescription')} path={paths.review('')} noindex />
      {piece ? <ReviewForm token={token} productName={name} /> : <p role="alert" className="mt-6">{t('invalidLink')}</p>}
      <p className="mt-8 text-center">
        <Link to={paths.home} className="underline">
          {t('backToShop')}
        </Link>
      </p>
    </div>
  );
}
