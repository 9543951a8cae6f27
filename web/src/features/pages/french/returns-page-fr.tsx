import { Link } from 'react-router-dom';
import { RETURNS, SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from '../components/page-shell';
import { ScrollTable } from '../components/scroll-table';
import { NON_RETURNABLE_FR } from '@crystal/shared/shop-facts/policy-texts-fr';

const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

/** The returns page in French: the same windows (from the shop's settings) and steps as the English page. */
export function ReturnsPageFr() {
  const { returnWindowDays, replyToEmail } = useShopDetails();
  return (
    <PageShell
      path={paths.returns}
      title="Retours et échanges"
      eyebrow="Satisfaction garantie"
      description={`Retournez toute pièce dans les ${returnWindowDays} jours, et un problème de qualité dans les ${RETURNS.qualityIssueDays} jours; les commandes personnalisées s’échangent seulement, dans les ${RETURNS.customExchangeDays} jours. Remboursement en ${RETURNS.refundBusinessDays} jours ouvrables.`}
      lead={
        <p>
          Nous voulons que vous aimiez ce que vous recevez. Si une pièce ne vous convient pas, voici comment
          fonctionnent les retours et les échanges.
        </p>
      }
    >
      <PageSection title="Délais de retour" id="return-windows">
        <ScrollTable
          caption="Le délai pour retourner ou échanger une pièce, à compter de la livraison"
          headers={['Situation', 'Délai', 'Ce que nous offrons']}
          rows={[
            ['Satisfaction garantie', `${returnWindowDays} jours`, 'Un remboursement complet ou un échange, pour n’importe quelle raison, pour les pièces non portées dans leur emballage d’origine.'],
            ['Problèmes de qualité', `${RETURNS.qualityIssueDays} jours`, 'Un remboursement, un remplacement ou une réparation gratuite si la fabrication ou les matériaux font défaut.'],
            ['Commandes personnalisées', `${RETURNS.customExchangeDays} jours`, 'Échange seulement, y compris les ajustements de taille; les pièces personnalisées ne sont pas remboursables.'],
          ]}
        />
      </PageSection>

      <PageSection title="Comment retourner une pièce" id="how-to-return-a-piece">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Écrivez-nous à{' '}
            <a href={`mailto:${replyToEmail}`} className={linkClass}>
              {replyToEmail}
            </a>{' '}
            ou au moyen du{' '}
            <Link to={paths.contact} className={linkClass}>
              formulaire de contact
            </Link>{' '}
            en indiquant votre numéro de commande et ce que vous souhaitez faire.
          </li>
          <li>Nous vous envoyons l’adresse de retour et les instructions, habituellement en moins de {SHOP.replyWithinHours} heures.</li>
          <li>Emballez la pièce dans sa pochette et sa boîte, et expédiez-la avec un numéro de suivi.</li>
          <li>
            À sa réception, nous vous remboursons sur votre mode de paiement d’origine dans un délai de{' '}
            {RETURNS.refundBusinessDays} jours ouvrables.
          </li>
        </ol>
      </PageSection>

      <PageSection title="Articles que nous ne pouvons pas reprendre" id="items-we-cannot-take-back">
        <p>Par souci d’hygiène et d’équité, les articles suivants ne peuvent pas être retournés :</p>
        <ul className="list-disc space-y-2 pl-6">
          {RETURNS.nonReturnable.map((item) => (
            <li key={item}>{NON_RETURNABLE_FR[item]}</li>
          ))}
        </ul>
        <p>
          Un problème de qualité en dehors de ces délais peut tout de même être couvert par notre{' '}
          <Link to={paths.warranty} className={linkClass}>
            garantie
          </Link>
          .
        </p>
      </PageSection>
    </PageShell>
  );
}
