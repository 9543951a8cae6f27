import { useSearchParams } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';

/** /contact: the contact and consultation form with the shop's contact facts. `?consultation=1` opens in consultation mode. */
export function Component() {
  const [params] = useSearchParams();
  const consultation = params.get('consultation') === '1';
  return (
    <>
      <Seo
        title="Contact & Consultations"
        path={paths.contact}
        description={`Send ${SHOP.name} a message or book a crystal consultation. We reply within ${SHOP.replyWithinHours} hours; custom orders take ${SHOP.customOrderBusinessDays} business days.`}
      />
      <section className="bg-gradient-to-b from-amethyst-50 to-cream">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">Get in touch</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-5xl">Contact us</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">
            A question about a piece, a custom design, or a consultation with our artisan: write to us and we will
            get back to you within {SHOP.replyWithinHours} hours.
          </p>
        </div>
      </section>
      <div className="container-page grid gap-8 pb-16 pt-6 lg:grid-cols-[1fr_22rem]">
        <ContactForm defaultConsultation={consultation} />
        <aside aria-label="Contact information">
          <ContactInfoCards />
        </aside>
      </div>
    </>
  );
}
