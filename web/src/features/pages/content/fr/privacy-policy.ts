import { PRIVACY_RESPONSE_DAYS } from '@crystal/shared/constants/policies';
import { SESSION_STORAGE_KEY } from '@crystal/shared/constants/session';
import { SHOP } from '@crystal/shared/constants/shop';
import type { PrivacyPolicyContent } from '../../components/privacy-policy-page';

export const content: PrivacyPolicyContent = {
  language: 'fr',
  title: 'Politique de confidentialité',
  eyebrow: 'Dernière mise à jour : 22 novembre 2026',
  description: `Comment {legalName} recueille, utilise et protège vos renseignements personnels en vertu de la LPRPDE, ce que nous conservons et comment faire une demande relative à la vie privée (réponse en ${PRIVACY_RESPONSE_DAYS} jours).`,
  lead: `{legalName} est une petite entreprise de ${SHOP.city}, au ${SHOP.province}. Nous recueillons seulement ce qu’il nous faut pour fabriquer et expédier vos bijoux et pour vous répondre, et nous traitons ces renseignements conformément à la <em>Loi sur la protection des renseignements personnels et les documents électroniques</em> (LPRPDE) du Canada.`,
  noTracking: {
    title: 'Aucun compte, aucun pistage',
    paragraphs: [
      'Vous n’avez pas besoin de compte pour magasiner chez nous. Nous n’utilisons ni témoins publicitaires, ni pixels de suivi, ni outils d’analyse de tiers, et nous ne vendons ni ne louons jamais vos renseignements.',
      'Pendant que vous regardez une pièce, sa page indique à notre propre serveur depuis combien de temps vous êtes sur la page, jusqu’où vous avez défilé et si vous avez utilisé ses boutons, afin que le guide des cristaux puisse vous faire une suggestion pertinente. C’est tout ce qui est envoyé : nous n’enregistrons ni les mouvements de votre souris ni vos clics, ces données ne sont pas liées à votre nom ou à votre courriel et ne sont jamais partagées.',
      'Au lieu d’une connexion, votre navigateur garde un identifiant de session anonyme. Toute personne qui a cet identifiant dans son navigateur peut voir le panier, la liste de souhaits et les commandes qui y sont liés : sur un ordinateur partagé, effacez donc les données du site quand vous avez terminé.',
    ],
  },
  store: {
    title: 'Ce que nous conservons, et pour combien de temps',
    caption: 'Les renseignements personnels que nous conservons, pourquoi et pour combien de temps',
    headers: ['Quoi', 'Détails', 'Durée'],
    rows: [
      [
        'Identifiant de session anonyme',
        `Un nombre aléatoire que votre navigateur crée à votre première visite et garde dans son stockage local (${SESSION_STORAGE_KEY}). Il accompagne chaque requête pour que nous puissions conserver votre panier.`,
        'Jusqu’à ce que vous effaciez les données de votre navigateur',
      ],
      [
        'Panier et liste de souhaits',
        'Les pièces et quantités que vous ajoutez, liées uniquement à l’identifiant de session.',
        'Jusqu’à ce que vous les vidiez ou que la session ne soit plus utilisée',
      ],
      [
        'Commandes',
        'Votre courriel, votre téléphone, vos adresses de livraison et de facturation, les pièces achetées, les totaux, les taxes et l’état du paiement.',
        'Six ans, comme l’exigent les lois fiscales canadiennes',
      ],
      [
        'Messages de contact',
        'Votre nom, votre courriel, votre numéro de téléphone facultatif, le sujet, le message et, pour les consultations, la date souhaitée.',
        'Jusqu’à la fin de l’échange, puis au plus deux ans, sauf si vous nous demandez de les supprimer plus tôt',
      ],
      [
        'Consentement à l’infolettre',
        'Votre adresse courriel, le moment de votre abonnement, l’endroit du site où vous vous êtes inscrit et le libellé du consentement que vous avez vu.',
        'Jusqu’à votre désabonnement; la preuve du consentement est conservée comme le demande la loi canadienne anti-pourriel',
      ],
      [
        'Protection contre les abus',
        'Des compteurs de courte durée, associés à l’identifiant de session et à l’adresse réseau (IP), pour bloquer le pourriel et la surcharge.',
        'Expirent automatiquement après deux heures',
      ],
    ],
  },
  use: {
    title: 'Comment nous les utilisons',
    items: [
      'Pour traiter, expédier et suivre votre commande, et vous envoyer les courriels qui la concernent.',
      'Pour répondre à vos messages et organiser les consultations que vous demandez.',
      'Pour envoyer notre infolettre, seulement si vous y êtes abonné.',
      'Pour garder notre boutique sécuritaire et la protéger contre le pourriel et la fraude.',
    ],
    after: 'Nous n’utilisons vos renseignements à aucune autre fin sans vous le demander d’abord.',
  },
  share: {
    title: 'Avec qui nous les partageons',
    intro:
      'Nous ne partageons des renseignements qu’avec les fournisseurs de services dont nous avons besoin pour faire fonctionner la boutique, et seulement ce dont ils ont besoin :',
    items: [
      '<strong>Stripe</strong> traite les paiements par carte. Votre numéro de carte va directement à Stripe et ne passe jamais par nos serveurs.',
      '<strong>Amazon Web Services</strong> héberge notre site Web, notre base de données et nos courriels.',
      '<strong>Postes Canada et d’autres transporteurs</strong> reçoivent votre nom et votre adresse de livraison pour livrer votre commande.',
    ],
    after: 'Nous pouvons aussi communiquer des renseignements lorsque la loi canadienne l’exige.',
    aiGuide: {
      bedrock:
        '<strong>Amazon Bedrock</strong> (Amazon Web Services) répond aux questions que vous posez à notre guide IA, dans la région {region} d’AWS, et Amazon Polly lit ses réponses à voix haute quand vous le demandez, dans la région {speechRegion}. N’inscrivez pas de numéro de carte ni d’autres renseignements sensibles dans le guide.',
      local:
        'Notre guide IA répond depuis notre propre serveur : les questions que vous lui posez ne sont envoyées à aucun service d’IA. N’inscrivez pas de numéro de carte ni d’autres renseignements sensibles dans le guide.',
      unknown:
        '<strong>Amazon Bedrock</strong> (Amazon Web Services) répond aux questions que vous posez à notre guide IA, dans la région d’AWS choisie par la boutique. N’inscrivez pas de numéro de carte ni d’autres renseignements sensibles dans le guide.',
    },
  },
  rights: {
    title: 'Vos droits et demandes relatives à la vie privée',
    intro: 'En vertu de la LPRPDE, vous pouvez en tout temps nous demander :',
    items: [
      'de voir les renseignements personnels que nous détenons à votre sujet;',
      'de corriger ce qui est inexact;',
      'de supprimer les renseignements dont nous n’avons plus besoin, ou de retirer votre consentement (par exemple à l’infolettre).',
    ],
    after: `Écrivez à notre responsable de la vie privée à <mail>{replyToEmail}</mail>{byPhone} ou au moyen de notre <contact>formulaire de contact</contact>. Nous répondons à chaque demande relative à la vie privée en moins de ${PRIVACY_RESPONSE_DAYS} jours. Si notre réponse ne vous satisfait pas, vous pouvez vous adresser au Commissariat à la protection de la vie privée du Canada.`,
    byPhone: ', par téléphone au <tel>{phone}</tel>,',
  },
  safe: {
    title: 'Protection des renseignements',
    text: 'Notre site est servi uniquement par des connexions chiffrées (HTTPS), notre base de données est chiffrée au repos, et seul l’artisan peut se connecter à l’administration de la boutique. Si une atteinte mettait un jour vos renseignements en danger réel, nous vous en aviserions, ainsi que le Commissaire à la protection de la vie privée, comme l’exige la loi.',
  },
  changes: {
    title: 'Modifications de cette politique',
    text: 'Si nous changeons notre façon de traiter vos renseignements, nous mettrons à jour cette page et la date en haut. Les changements importants seront aussi annoncés aux abonnés de l’infolettre.',
  },
};
