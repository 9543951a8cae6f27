import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from '../components/page-shell';
import { CRYSTAL_CARE_FR, EVERYDAY_CARE_FR, METAL_CARE_FR } from '@crystal/shared/shop-facts/policy-texts-fr';

const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

/** The jewelry care page in French: the same advice as the English page. */
export function JewelryCarePageFr() {
  return (
    <PageShell
      path={paths.jewelryCare}
      title="Entretien des bijoux"
      eyebrow="Pour qu’ils gardent leur éclat"
      description="Comment entretenir les bijoux en argent sterling, plaqué or et cuivre, ainsi que les cristaux et pierres fines naturels : nettoyage, rangement et habitudes au quotidien."
      lead={
        <p>
          Les cristaux naturels et les métaux fins demandent un peu d’attention délicate. Quelques habitudes simples
          gardent votre pièce aussi belle qu’au jour de son arrivée.
        </p>
      }
    >
      <PageSection title="Au quotidien" id="everyday-habits">
        <ul className="list-disc space-y-2 pl-6">
          {EVERYDAY_CARE_FR.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="Entretien des métaux" id="metal-care">
        <div className="grid gap-4">
          {METAL_CARE_FR.map((m) => (
            <div key={m.name} className="card p-5">
              <h3 className="text-xl font-semibold">{m.name}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{m.care}</p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection title="Entretien des cristaux" id="crystal-care">
        <p>
          Chaque pierre est différente. Consultez l’onglet Guide d’entretien sur la page de votre pièce pour ses
          consignes particulières; en général :
        </p>
        <div className="grid gap-4">
          {CRYSTAL_CARE_FR.map((c) => (
            <div key={c.name} className="card p-5">
              <h3 className="text-xl font-semibold">{c.name}</h3>
              <p className="mt-1 text-sm text-muted">Par exemple : {c.examples}</p>
              <p className="mt-2 leading-relaxed text-ink/90">{c.care}</p>
            </div>
          ))}
        </div>
        <h3 className="text-xl font-semibold">Purifier vos cristaux</h3>
        <p>
          Bien des gens aiment purifier leurs pierres sur le plan énergétique. Des façons douces et sans danger pour
          toutes les pierres : déposer la pièce sur une plaque de sélénite, la laisser au clair de lune sur le rebord
          d’une fenêtre ou la passer dans la fumée de sauge ou de palo santo. Évitez l’eau salée : elle peut piquer les
          pierres tendres et ternir le métal.
        </p>
      </PageSection>

      <PageSection title="Nettoyage professionnel et réparations" id="professional-cleaning-and-repairs">
        <p>
          Une fois par année, nous nettoyons et vérifions de façon professionnelle toute pièce achetée chez nous : les enroulements
          sont resserrés, les fermoirs vérifiés et le métal poli. Si un problème survient, consultez notre{' '}
          <Link to={paths.warranty} className={linkClass}>
            garantie
          </Link>{' '}
          ou{' '}
          <Link to={paths.contact} className={linkClass}>
            écrivez-nous
          </Link>
          .
        </p>
      </PageSection>
    </PageShell>
  );
}
