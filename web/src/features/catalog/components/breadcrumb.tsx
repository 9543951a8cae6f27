import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function ProductBreadcrumb({ category, name }: { category: { name: string; slug: string }; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        <li>
          <Link to={paths.products} className="inline-flex min-h-11 items-center hover:text-amethyst-700 sm:min-h-0">
            Products
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to={paths.category(category.slug)} className="inline-flex min-h-11 items-center hover:text-amethyst-700 sm:min-h-0">
            {category.name}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}
