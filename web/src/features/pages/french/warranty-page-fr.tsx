import { Link } from 'react-router-dom';
import { WARRANTY } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from '../components/page-shell';
import { ScrollTable } from '../components/scroll-table';
import { WARRANTY_LINES_FR, warrantySummaryFr } from '@crystal/shared/shop-facts/policy-texts-fr';

const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

/** The warranty page in French: the same coverage, terms and claim steps (to the shop's reply-to email) as the English page. */
export function WarrantyPageFr() {
  const { replyToEmail } = useShopDetails();
  return (
    <PageShell
      path={paths.warranty}
      title="Garantie"
      eyebrow="Fait pour durer"
      description={warrantySummaryFr}
      lead={
        <p>
          Nous fabriquons chaque pièce pour qu’elle soit portée et aimée pendant des années, et nous la garantissons.
          Voici exactement ce qui est couvert, et pour combien de temps.
        </p>
      }
    >
      <PageSection title="Ce qui est couvert" id="what-is-covered">
        <ScrollTable
          caption="La couverture de la garantie et sa durée"
          headers={['Couverture', 'Durée', 'Ce qu’elle couvre']}
          rows={WARRANTY_LINES_FR.map((l) => [l.what, l.term, l.covers])}
        />
        <p>La garantie court à partir du jour où votre commande est livrée et couvre l’acheteur d’origine.</p>
      </PageSection>

      <PageSection title="Ce qui n’est pas couvert" id="what-is-not-covered">
        <ul className="list-disc space-y-2 pl-6">
          <li>Le ternissement et la patine naturels de l’argent, du cuivre et du laiton (voir notre guide d’entretien).</li>
          <li>Les dommages causés par un accident, une mauvaise utilisation ou l’exposition à des produits chimiques, au chlore ou à l’eau salée.</li>
          <li>Les éclats ou égratignures des pierres causés par des chocs et des chutes.</li>
          <li>Les pièces modifiées ou réparées par quelqu’un d’autre que nous.</li>
        </ul>
      </PageSection>

      <PageSection title="Comment faire une réclamation" id="how-to-make-a-claim">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Écrivez à <a href={`mailto:${replyToEmail}`} className={linkClass}>{replyToEmail}</a> ou utilisez notre{' '}
            <Link to={paths.contact} className={linkClass}>
              formulaire de contact
            </Link>{' '}
            en indiquant votre numéro de commande, avec une photo du problème.
          </li>
          <li>
            Nous examinons chaque réclamation en moins de {WARRANTY.claimReviewHours} heures et vous envoyons une
            étiquette d’expédition prépayée.
          </li>
          <li>
            Dès que votre pièce nous parvient, nous la réparons ou la remplaçons en {WARRANTY.repairDays} jours et vous
            la renvoyons sans frais.
          </li>
        </ol>
      </PageSection>
    </PageShell>
  );
}
