import { Link } from 'react-router-dom';
import { FINANCING, SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from '../components/page-shell';
import { FINANCING_ELIGIBILITY_FR, dollarsFr, financingSummaryFr } from '@crystal/shared/shop-facts/policy-texts-fr';

const WORDS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const word = (n: number) => WORDS[n] ?? String(n);
const everyWeeks = FINANCING.weeks / (FINANCING.payments - 1);
const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';
const amount = (n: number) => n.toLocaleString('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The financing page in French: the same plan, figures and conditions as the English page. */
export function FinancingPageFr() {
  const example = 200;
  const share = example / FINANCING.payments;
  return (
    <PageShell
      path={paths.financing}
      title="Financement"
      eyebrow="Payez à votre rythme"
      description={financingSummaryFr}
      lead={
        <p>
          Étalez le coût d’une pièce spéciale sans payer un sou d’intérêt : {word(FINANCING.payments)} versements sans
          intérêt sur {FINANCING.weeks} semaines, dont {FINANCING.todayPercent}&nbsp;% payé aujourd’hui.
        </p>
      }
    >
      <PageSection title="Comment ça fonctionne" id="how-it-works">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: FINANCING.payments }, (_, i) => (
            <li key={i} className="card p-5">
              <h3 className="text-lg font-semibold">Versement {i + 1}</h3>
              <p className="mt-1 text-sm text-muted">{i === 0 ? 'Aujourd’hui' : `Semaine ${i * everyWeeks}`}</p>
              <p className="mt-2 text-2xl font-semibold text-amethyst-700">{FINANCING.todayPercent}&nbsp;%</p>
            </li>
          ))}
        </ol>
        <p>
          Par exemple, un collier de {dollarsFr(example)} devient {word(FINANCING.payments)} versements de{' '}
          {amount(share)}&nbsp;$ : le premier aujourd’hui, puis un toutes les {everyWeeks} semaines. Aucun intérêt, aucuns
          frais.
        </p>
      </PageSection>

      <PageSection title="Qui est admissible" id="who-is-eligible">
        <p>Un plan de paiement vous est offert si vous avez :</p>
        <ul className="list-disc space-y-2 pl-6">
          {FINANCING_ELIGIBILITY_FR.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="Comment mettre en place votre plan" id="how-to-set-up-your-plan">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Écrivez-nous au moyen de notre{' '}
            <Link to={paths.contact} className={linkClass}>
              page de contact
            </Link>{' '}
            en indiquant la pièce désirée, avec «&nbsp;Plan de paiement&nbsp;» comme sujet.
          </li>
          <li>
            Nous répondons en moins de {SHOP.replyWithinHours} heures, confirmons les quatre conditions ci-dessus et
            réservons la pièce pour vous.
          </li>
          <li>
            Vous payez les premiers {FINANCING.todayPercent}&nbsp;% le jour même avec votre carte canadienne, et votre pièce
            est expédiée. Les autres versements suivent toutes les {everyWeeks} semaines.
          </li>
        </ol>
        <p>
          Vous pouvez rembourser le solde plus tôt en tout temps, sans frais. Les retours suivent notre{' '}
          <Link to={paths.returns} className={linkClass}>
            politique de retour
          </Link>{' '}
          habituelle, et tout remboursement est versé sur la carte qui a servi aux paiements.
        </p>
      </PageSection>
    </PageShell>
  );
}
