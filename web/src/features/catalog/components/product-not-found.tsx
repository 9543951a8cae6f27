import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXTS } from '@/config/not-found-texts';
import { paths } from '@/config/paths';

export function ProductNotFound() {
  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-lg p-10 text-center" data-testid="product-not-found">
        <Gem className="mx-auto size-10 text-amethyst-400" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">{NOT_FOUND_TEXTS.productTitle}</h1>
        <p className="mt-3 text-muted">{NOT_FOUND_TEXTS.productText}</p>
        <Link to={paths.products} className="btn-primary mt-8">
          Browse Products
        </Link>
      </div>
    </div>
  );
}
