import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { PageShell, PageSection } from '../components/page-shell';

const STORY = [
  {
    phase: 'L’étincelle',
    title: 'Une seule pierre, un matin dans les Prairies',
    text: `Tout a commencé avec un morceau d’améthyste brute, trouvé dans une boîte de souvenirs de notre grand-mère. En la gardant près de nous pendant un long hiver à ${SHOP.city}, nous avons commencé à l’envelopper de fil d’argent sur la table de la cuisine, et nos amis ont voulu chacun la leur.`,
  },
  {
    phase: 'L’apprentissage',
    title: 'Des années à l’établi',
    text: 'Nous avons appris l’enroulement de fil, l’orfèvrerie et le sertissage, acheté nos premiers cristaux auprès de petites familles de mineurs et vendu dans les marchés locaux du Manitoba, en apprenant de chaque personne qui essayait une pièce.',
  },
  {
    phase: 'Aujourd’hui',
    title: 'Un petit atelier qui livre partout au Canada',
    text: `Aujourd’hui encore, chaque pièce est conçue et finie à la main dans notre atelier de ${SHOP.city}, puis voyage jusqu’à des foyers partout au ${SHOP.country}, emballée avec le même soin que cette première pierre.`,
  },
];

const VALUES = [
  { title: 'Approvisionnement éthique', text: 'Nous achetons auprès de mineurs et de marchands que nous connaissons par leur nom, et nous demandons d’où vient chaque pierre.' },
  { title: 'Fait à la main', text: 'Aucune production de masse : chaque enroulement, chaque serti et chaque fermoir est façonné à notre établi, une pièce à la fois.' },
  { title: 'Des mots honnêtes', text: 'Nous vous disons ce qu’est une pierre, comment elle a été traitée et comment en prendre soin. Pas de fausse urgence, pas de faux avis.' },
  { title: 'Fait pour durer', text: 'Des métaux massifs, une finition soignée et une garantie que nous honorons, pour que votre pièce se porte pendant des années.' },
];

const CRAFT = [
  { step: 'Choisir', text: 'Nous choisissons chaque cristal pour sa limpidité, sa couleur et son caractère, puis nous imaginons un modèle qui le met en valeur.' },
  { step: 'Façonner', text: 'Le fil est enroulé, le métal est formé et la pierre est fixée à la main, sans colle là où un enroulement suffit.' },
  { step: 'Finir', text: 'Chaque pièce est polie, inspectée, purifiée et emballée par les mains mêmes qui l’ont fabriquée.' },
];

/** The about page in French: the same story, values and craft as the English page. */
export function AboutPageFr() {
  return (
    <PageShell
      path={paths.about}
      title="À propos de Sacred Crystal Jewelry"
      eyebrow="Notre histoire"
      description={`Bijoux en cristal faits à la main dans un petit atelier de ${SHOP.city}, au ${SHOP.province} : notre mission, notre histoire, nos valeurs et la fabrication de chaque pièce.`}
      lead={
        <p>
          Nous sommes un petit atelier de {SHOP.city}, au {SHOP.province}, qui fabrique à la main des bijoux en cristal et
          en pierres fines, une pièce à la fois.
        </p>
      }
    >
      <PageSection title="Notre mission" id="our-mission">
        <p>
          Créer de beaux bijoux bien faits autour de cristaux naturels, choisis avec soin et pensés pour être portés tous
          les jours, afin que chaque pièce devienne un petit rappel personnel de ce qui compte pour la personne qui la
          porte.
        </p>
      </PageSection>

      <section aria-labelledby="our-story">
        <h2 id="our-story" className="text-2xl font-semibold sm:text-3xl">
          Notre histoire
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STORY.map((s, i) => (
            <li key={s.phase} className="card p-6">
              <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">
                Étape {i + 1} : {s.phase}
              </p>
              <h3 className="mt-2 text-xl font-semibold">{s.title}</h3>
              <p className="mt-3 leading-relaxed text-ink/90">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="our-values">
        <h2 id="our-values" className="text-2xl font-semibold sm:text-3xl">
          Nos valeurs
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {VALUES.map((v) => (
            <li key={v.title} className="card p-6">
              <h3 className="text-xl font-semibold">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/90">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-craft">
        <h2 id="our-craft" className="text-2xl font-semibold sm:text-3xl">
          Notre savoir-faire, en trois étapes
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {CRAFT.map((c, i) => (
            <li key={c.step} className="card p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-amethyst-100 font-semibold text-amethyst-800"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 text-xl font-semibold">
                Étape {i + 1} : {c.step}
              </h3>
              <p className="mt-2 leading-relaxed text-ink/90">{c.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="card flex flex-col items-start gap-4 bg-mist p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl leading-relaxed">
          Vous cherchez une pièce faite juste pour vous? Nous adorons le travail sur mesure et répondons en moins de{' '}
          {SHOP.replyWithinHours} heures.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.products} className="btn-primary">
            Découvrir la collection
          </Link>
          <Link to={paths.contact} className="btn-outline">
            Demander une consultation
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
