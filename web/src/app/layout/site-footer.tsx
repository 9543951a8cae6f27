import { Camera, Gem, Globe, Link2, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

const COLLECTIONS = [
  { label: 'Crystal Necklaces', to: paths.category('crystal-necklaces') },
  { label: 'Healing Crystals', to: paths.category('healing-crystals') },
  { label: 'Wire Wrapped', to: paths.category('wire-wrapped') },
  { label: 'All Products', to: paths.products },
  { label: 'Featured Items', to: paths.home },
  { label: 'Custom Consultations', to: paths.contact },
];

const CUSTOMER_CARE = [
  { label: 'Size Guide', to: paths.sizeGuide },
  { label: 'Jewelry Care', to: paths.jewelryCare },
  { label: 'Warranty', to: paths.warranty },
  { label: 'Returns', to: paths.returns },
  { label: 'Financing', to: paths.financing },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Your Cart', to: paths.cart },
];

const SOCIAL = [
  { label: 'Facebook', href: SHOP.social.facebook, Icon: Globe },
  { label: 'Instagram', href: SHOP.social.instagram, Icon: Camera },
  { label: 'Etsy shop', href: SHOP.social.etsy, Icon: Store },
  { label: 'Linktree', href: SHOP.social.linktree, Icon: Link2 },
];

const linkClass = 'inline-flex min-h-11 items-center text-sm text-cream/80 hover:text-white sm:min-h-9';

function LinkGroup({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">{title}</h2>
      <ul className="mt-3">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-amethyst-800 text-cream">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to={paths.home} className="inline-flex min-h-11 items-center gap-2 font-serif text-xl font-semibold text-white">
            <Gem className="size-5 text-gold-400" aria-hidden="true" />
            {SHOP.name}
          </Link>
          <p className="mt-3 text-sm leading-relaxed text-cream/80">
            Handmade crystal jewellery and ethically sourced healing stones, crafted with intention in {SHOP.city},{' '}
            {SHOP.province}.
          </p>
          <ul className="mt-4 flex gap-1" aria-label="Follow us">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkGroup title="Collections" links={COLLECTIONS} />
        <LinkGroup title="Customer Care" links={CUSTOMER_CARE} />
        <div data-slot="newsletter">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">Stay Connected</h2>
          <p className="mt-3 text-sm text-cream/80">New collections, moon-cycle pieces and studio news, a few times a season.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page space-y-2 py-6 text-sm text-cream/80">
          <p>
            Free shipping on orders over ${SHOP.freeShippingThresholdDollars}. We accept {SHOP.footerPayments.join(', ')}.
          </p>
          <p>
            Email replies within {SHOP.replyWithinHours} hours. Custom orders ship in {SHOP.customOrderBusinessDays} business days.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1 pt-2">
            <p>
              © {new Date().getFullYear()} {SHOP.name}, {SHOP.city}, {SHOP.province}
            </p>
            <Link to={paths.privacy} className={linkClass}>
              Privacy Policy
            </Link>
            <Link to={paths.terms} className={linkClass}>
              Terms of Service
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
