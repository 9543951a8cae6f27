import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXTS } from '@/config/not-found-texts';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <section className="bg-gradient-to-b from-amethyst-50 to-cream">
      <Seo title="Page not found" description="This page could not be found." path={paths.home} noindex />
      <div className="container-page py-24 text-center">
        <Gem className="mx-auto size-12 text-amethyst-400" aria-hidden="true" />
        <span className="mt-6 inline-block rounded-full bg-amethyst-100 px-3 py-1 text-sm font-medium text-amethyst-800">
          {NOT_FOUND_TEXTS.routeBadge}
        </span>
        <h1 className="mt-6 text-4xl font-semibold text-amethyst-800 sm:text-5xl">{NOT_FOUND_TEXTS.routeTitle}</h1>
        <p className="mx-auto mt-4 max-w-md text-muted">
          The page you were looking for has wandered off. Let us guide you back to the collection.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className="btn-primary">
            Back to Home
          </Link>
          <Link to={paths.products} className="btn-outline">
            Browse Products
          </Link>
        </div>
      </div>
    </section>
  );
}

export { NotFoundRoute as Component };
