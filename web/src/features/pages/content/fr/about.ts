import { SHOP } from '@crystal/shared/constants/shop';
import type { AboutContent } from '../../components/about-page';

export const content: AboutContent = {
  title: 'À propos de Sacred Crystal Jewelry',
  eyebrow: 'Notre histoire',
  description: `Bijoux en cristal faits à la main dans un petit atelier de ${SHOP.city}, au ${SHOP.province} : notre mission, notre histoire, nos valeurs et la fabrication de chaque pièce.`,
  lead: `Nous sommes un petit atelier de ${SHOP.city}, au ${SHOP.province}, qui fabrique à la main des bijoux en cristal et en pierres fines, une pièce à la fois.`,
  mission: {
    title: 'Notre mission',
    text: 'Créer de beaux bijoux bien faits autour de cristaux naturels, choisis avec soin et pensés pour être portés tous les jours, afin que chaque pièce devienne un petit rappel personnel de ce qui compte pour la personne qui la porte.',
  },
  story: {
    title: 'Notre histoire',
    phase: (n, phase) => `Étape ${n} : ${phase}`,
    phases: [
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
    ],
  },
  values: {
    title: 'Nos valeurs',
    items: [
      {
        title: 'Approvisionnement éthique',
        text: 'Nous achetons auprès de mineurs et de marchands que nous connaissons par leur nom, et nous demandons d’où vient chaque pierre.',
      },
      {
        title: 'Fait à la main',
        text: 'Aucune production de masse : chaque enroulement, chaque serti et chaque fermoir est façonné à notre établi, une pièce à la fois.',
      },
      {
        title: 'Des mots honnêtes',
        text: 'Nous vous disons ce qu’est une pierre, comment elle a été traitée et comment en prendre soin. Pas de fausse urgence, pas de faux avis.',
      },
      {
        title: 'Fait pour durer',
        text: 'Des métaux massifs, une finition soignée et une garantie que nous honorons, pour que votre pièce se porte pendant des années.',
      },
    ],
  },
  craft: {
    title: 'Notre savoir-faire, en trois étapes',
    step: (n, step) => `Étape ${n} : ${step}`,
    steps: [
      {
        step: 'Choisir',
        text: 'Nous choisissons chaque cristal pour sa limpidité, sa couleur et son caractère, puis nous imaginons un modèle qui le met en valeur.',
      },
      {
        step: 'Façonner',
        text: 'Le fil est enroulé, le métal est formé et la pierre est fixée à la main, sans colle là où un enroulement suffit.',
      },
      {
        step: 'Finir',
        text: 'Chaque pièce est polie, inspectée, purifiée et emballée par les mains mêmes qui l’ont fabriquée.',
      },
    ],
  },
  custom: {
    text: `Vous cherchez une pièce faite juste pour vous? Nous adorons le travail sur mesure et répondons en moins de ${SHOP.replyWithinHours} heures.`,
    browse: 'Découvrir la collection',
    consult: 'Demander une consultation',
  },
};
