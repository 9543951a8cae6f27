import { Link } from 'react-router-dom';
import { FeaturedGrid } from '@/features/catalog/components/featured-grid';
import { paths } from '@/config/paths';

export function HomeRoute() {
  return (
    <>
      <section className="bg-gradient-to-b from-amethyst-50 to-cream">
        <div className="container-page py-20 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-semibold sm:text-5xl">
            Handmade crystal jewellery, made with intention in Winnipeg
          </h1>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.products} className="btn-primary">
              Browse our crystal jewelry
            </Link>
            <Link to={paths.about} className="btn-outline">
              Learn more about our spiritual story
            </Link>
          </div>
        </div>
      </section>
      <FeaturedGrid />
    </>
  );
}
