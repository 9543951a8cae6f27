import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXTS } from '@crystal/shared/messages';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <section className="container-page py-24 text-center">
      <span className="rounded-full bg-amethyst-100 px-3 py-1 text-sm font-medium text-amethyst-800">
        {NOT_FOUND_TEXTS.routeBadge}
      </span>
      <h1 className="mt-6 text-4xl font-semibold">{NOT_FOUND_TEXTS.routeTitle}</h1>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={paths.home} className="btn-primary">
          Back to Home
        </Link>
        <Link to={paths.products} className="btn-outline">
          Browse Products
        </Link>
      </div>
    </section>
  );
}
