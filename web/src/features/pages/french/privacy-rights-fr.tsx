import { Link } from 'react-router-dom';
import { PRIVACY_RESPONSE_DAYS } from '@crystal/shared/constants';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';
import { PageSection } from '../components/page-shell';

const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

/** The privacy policy's "your rights" section in French, with the privacy contact from the shop's settings. */
export function PrivacyRightsFr() {
  const { replyToEmail, phone } = useShopDetails();
  return (
    <PageSection title="Vos droits et demandes relatives à la vie privée" id="your-rights-and-privacy-requests">
      <p>En vertu de la LPRPDE, vous pouvez en tout temps nous demander :</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>de voir les renseignements personnels que nous détenons à votre sujet;</li>
        <li>de corriger ce qui est inexact;</li>
        <li>
          de supprimer les renseignements dont nous n’avons plus besoin, ou de retirer votre consentement (par exemple à
          l’infolettre).
        </li>
      </ul>
      <p>
        Écrivez à notre responsable de la vie privée à{' '}
        <a href={`mailto:${replyToEmail}`} className={linkClass}>
          {replyToEmail}
        </a>
        {phone ? (
          <>
            , par téléphone au{' '}
            <a href={`tel:${phone}`} className={linkClass}>
              {phone}
            </a>
            ,
          </>
        ) : null}{' '}
        ou au moyen de notre{' '}
        <Link to={paths.contact} className={linkClass}>
          formulaire de contact
        </Link>
        . Nous répondons à chaque demande relative à la vie privée en moins de {PRIVACY_RESPONSE_DAYS} jours. Si notre
        réponse ne vous satisfait pas, vous pouvez vous adresser au Commissariat à la protection de la vie privée du
        Canada.
      </p>
    </PageSection>
  );
}
