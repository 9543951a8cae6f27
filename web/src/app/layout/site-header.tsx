import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const NAV = [
  { label: 'Shop', to: paths.products },
  { label: 'Crystal Guide', to: paths.aiAssistant },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} className="font-serif text-xl font-semibold text-amethyst-800">
          Sacred Crystal Jewelry
        </Link>
        <nav aria-label="Main" className="hidden gap-6 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className="text-sm font-medium text-ink hover:text-amethyst-700">
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
