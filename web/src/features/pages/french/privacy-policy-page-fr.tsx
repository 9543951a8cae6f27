import { PRIVACY_RESPONSE_DAYS, SESSION_STORAGE_KEY, SHOP } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageShell, PageSection } from '../components/page-shell';
import { ScrollTable } from '../components/scroll-table';
import { PrivacyRightsFr } from './privacy-rights-fr';

const LAST_UPDATED = '22 novembre 2026';

const WHAT_WE_KEEP = [
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
];

/** The privacy policy in French: the same commitments, retention periods and contacts as the English page. */
export function PrivacyPolicyPageFr() {
  const { legalName } = useShopDetails();
  return (
    <PageShell
      path={paths.privacy}
      title="Politique de confidentialité"
      eyebrow={`Dernière mise à jour : ${LAST_UPDATED}`}
      description={`Comment ${legalName} recueille, utilise et protège vos renseignements personnels en vertu de la LPRPDE, ce que nous conservons et comment faire une demande relative à la vie privée (réponse en ${PRIVACY_RESPONSE_DAYS} jours).`}
      lead={
        <p>
          {legalName} est une petite entreprise de {SHOP.city}, au {SHOP.province}. Nous recueillons seulement ce qu’il
          nous faut pour fabriquer et expédier vos bijoux et pour vous répondre, et nous traitons ces renseignements
          conformément à la <em>Loi sur la protection des renseignements personnels et les documents électroniques</em>{' '}
          (LPRPDE) du Canada.
        </p>
      }
    >
      <PageSection title="Aucun compte, aucun pistage" id="no-account-no-tracking">
        <p>
          Vous n’avez pas besoin de compte pour magasiner chez nous. Nous n’utilisons ni témoins publicitaires, ni pixels
          de suivi, ni outils d’analyse de tiers, et nous ne vendons ni ne louons jamais vos renseignements.
        </p>
        <p>
          Pendant que vous regardez une pièce, sa page indique à notre propre serveur depuis combien de temps vous êtes
          sur la page, jusqu’où vous avez défilé et si vous avez utilisé ses boutons, afin que le guide des cristaux
          puisse vous faire une suggestion pertinente. C’est tout ce qui est envoyé : nous n’enregistrons ni les
          mouvements de votre souris ni vos clics, ces données ne sont pas liées à votre nom ou à votre courriel et ne
          sont jamais partagées.
        </p>
        <p>
          Au lieu d’une connexion, votre navigateur garde un identifiant de session anonyme. Toute personne qui a cet
          identifiant dans son navigateur peut voir le panier, la liste de souhaits et les commandes qui y sont liés :
          sur un ordinateur partagé, effacez donc les données du site quand vous avez terminé.
        </p>
      </PageSection>

      <PageSection title="Ce que nous conservons, et pour combien de temps" id="what-we-store-and-for-how-long">
        <ScrollTable
          caption="Les renseignements personnels que nous conservons, pourquoi et pour combien de temps"
          headers={['Quoi', 'Détails', 'Durée']}
          rows={WHAT_WE_KEEP}
        />
      </PageSection>

      <PageSection title="Comment nous les utilisons" id="how-we-use-it">
        <ul className="list-disc space-y-2 pl-6">
          <li>Pour traiter, expédier et suivre votre commande, et vous envoyer les courriels qui la concernent.</li>
          <li>Pour répondre à vos messages et organiser les consultations que vous demandez.</li>
          <li>Pour envoyer notre infolettre, seulement si vous y êtes abonné.</li>
          <li>Pour garder notre boutique sécuritaire et la protéger contre le pourriel et la fraude.</li>
        </ul>
        <p>Nous n’utilisons vos renseignements à aucune autre fin sans vous le demander d’abord.</p>
      </PageSection>

      <PageSection title="Avec qui nous les partageons" id="who-we-share-it-with">
        <p>
          Nous ne partageons des renseignements qu’avec les fournisseurs de services dont nous avons besoin pour faire
          fonctionner la boutique, et seulement ce dont ils ont besoin :
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Stripe</strong> traite les paiements par carte. Votre numéro de carte va directement à Stripe et ne
            passe jamais par nos serveurs.
          </li>
          <li>
            <strong>Amazon Web Services</strong> héberge notre site Web, notre base de données et nos courriels dans sa
            région canadienne.
          </li>
          <li>
            <strong>Postes Canada et d’autres transporteurs</strong> reçoivent votre nom et votre adresse de livraison
            pour livrer votre commande.
          </li>
        </ul>
        <p>Nous pouvons aussi communiquer des renseignements lorsque la loi canadienne l’exige.</p>
      </PageSection>

      <PrivacyRightsFr />

      <PageSection title="Protection des renseignements" id="keeping-it-safe">
        <p>
          Notre site est servi uniquement par des connexions chiffrées (HTTPS), notre base de données est chiffrée au
          repos, et seul l’artisan peut se connecter à l’administration de la boutique. Si une atteinte mettait un
          jour vos renseignements en danger réel, nous vous en aviserions, ainsi que le Commissaire à la protection de
          la vie privée, comme l’exige la loi.
        </p>
      </PageSection>

      <PageSection title="Modifications de cette politique" id="changes-to-this-policy">
        <p>
          Si nous changeons notre façon de traiter vos renseignements, nous mettrons à jour cette page et la date en haut.
          Les changements importants seront aussi annoncés aux abonnés de l’infolettre.
        </p>
      </PageSection>
    </PageShell>
  );
}
