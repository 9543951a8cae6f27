import { Link } from 'react-router-dom';
import { CURRENCY, SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from '../components/page-shell';
import { SHIPPING_TEXT_FR } from '@crystal/shared/shop-facts/policy-texts-fr';

const LAST_UPDATED = '22 novembre 2026';
const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

/** The terms of service in French: the same terms, with the shop's details from its settings. */
export function TermsPageFr() {
  const { legalName, address, replyToEmail, phone, gstHstNumber } = useShopDetails();
  return (
    <PageShell
      path={paths.terms}
      title="Conditions d’utilisation"
      eyebrow={`Dernière mise à jour : ${LAST_UPDATED}`}
      description={`Les conditions pour magasiner chez ${legalName} : commandes, prix en ${CURRENCY}, paiement, livraison, retours, consultations et utilisation de notre site Web.`}
      lead={
        <p>
          Ces conditions s’appliquent lorsque vous utilisez notre site Web ou achetez chez {legalName}, un petit atelier
          de bijoux situé à {address}. Nous les avons voulues courtes et claires.
        </p>
      }
    >
      <PageSection title="Commandes et prix" id="orders-and-prices">
        <p>
          Tous les prix sont en dollars canadiens ({CURRENCY}). Les taxes de vente (TPS, TVH, TVP ou TVQ) sont calculées
          selon votre province de livraison et affichées avant le paiement. Quand vous passez une commande, nous la
          confirmons par courriel; nous pouvons annuler et rembourser entièrement une commande si une pièce se révèle
          indisponible ou si un prix était manifestement erroné.
        </p>
        {gstHstNumber ? <p>Notre numéro d’inscription à la TPS/TVH est le {gstHstNumber}.</p> : null}
      </PageSection>

      <PageSection title="Paiement" id="payment">
        <p>
          Les cartes sont traitées de façon sécurisée par Stripe. Votre commande est confirmée dès que le paiement est
          accepté; les pièces vous sont réservées pendant que le paiement se complète.
        </p>
      </PageSection>

      <PageSection title="Livraison" id="shipping">
        <p>{SHIPPING_TEXT_FR}</p>
      </PageSection>

      <PageSection title="Fait main et naturel" id="handmade-and-natural">
        <p>
          Chaque pièce est faite à la main avec des pierres naturelles : la couleur, les motifs et la taille varient donc
          légèrement par rapport aux photos. Ces petites différences font de votre pièce un objet unique et ne sont pas
          des défauts.
        </p>
      </PageSection>

      <PageSection title="Retours et garantie" id="returns-and-warranty">
        <p>
          Notre{' '}
          <Link to={paths.returns} className={linkClass}>
            politique de retour
          </Link>{' '}
          et notre{' '}
          <Link to={paths.warranty} className={linkClass}>
            garantie
          </Link>{' '}
          font partie de ces conditions. Elles ne limitent aucun des droits que vous accordent les lois canadiennes ou
          provinciales sur la protection du consommateur.
        </p>
      </PageSection>

      <PageSection title="Consultations et information sur les cristaux" id="consultations-and-crystal-information">
        <p>
          Nos consultations, lectures énergétiques, notre guide des cristaux par IA et nos descriptions des propriétés
          des cristaux s’inspirent de croyances traditionnelles et spirituelles. Ils sont offerts pour l’inspiration et
          le plaisir, et ne constituent pas des conseils médicaux, psychologiques, juridiques ou financiers. Pour toute
          question de santé, consultez un professionnel qualifié.
        </p>
      </PageSection>

      <PageSection title="Utilisation de notre site Web" id="using-our-website">
        <p>
          Veuillez utiliser le site uniquement à des fins légales et ne pas tenter de le perturber, de le surcharger ou
          d’accéder aux renseignements d’autres clients. Les photos, les modèles et les textes de ce site appartiennent à{' '}
          {legalName} et ne peuvent être réutilisés sans permission.
        </p>
        <p>
          La façon dont nous traitons vos renseignements personnels est expliquée dans notre{' '}
          <Link to={paths.privacy} className={linkClass}>
            politique de confidentialité
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Responsabilité et droit applicable" id="liability-and-governing-law">
        <p>
          Dans la mesure permise par la loi, notre responsabilité pour toute commande se limite au montant que vous avez
          payé. Ces conditions sont régies par les lois du {SHOP.province} et les lois fédérales du {SHOP.country} qui
          s’y appliquent.
        </p>
      </PageSection>

      <PageSection title="Questions" id="questions">
        <p>
          Écrivez-nous à{' '}
          <a href={`mailto:${replyToEmail}`} className={linkClass}>
            {replyToEmail}
          </a>
          {phone ? (
            <>
              , appelez-nous au{' '}
              <a href={`tel:${phone}`} className={linkClass}>
                {phone}
              </a>
              ,
            </>
          ) : null}{' '}
          ou passez par notre{' '}
          <Link to={paths.contact} className={linkClass}>
            page de contact
          </Link>
          ; nous répondons en moins de {SHOP.replyWithinHours} heures.
        </p>
      </PageSection>
    </PageShell>
  );
}
