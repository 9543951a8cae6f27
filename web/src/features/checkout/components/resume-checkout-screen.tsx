import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { createTranslator } from '@/i18n/create-translator';
import { useResumeCheckout } from '../api/resume-checkout';
import en from '../messages/en.json';

const t = createTranslator(en);

/**
 * /checkout/resume/{token}: the reminder's link puts the order's pieces back in this session's cart at
 * today's prices and stock, once on opening, and says plainly which pieces sold since.
 */
export function ResumeCheckoutScreen({ token, cartPath, checkoutPath }: { token: string; cartPath: string; checkoutPath: string }) {
  const resume = useResumeCheckout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    resume.mutate(token);
  }, [resume, token]);

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-semibold text-amethyst-800">{t('resumeTitle')}</h1>
      {resume.isPending && <p className="mt-4" role="status">{t('resumeWorking')}</p>}
      {resume.isError && (
        <p className="mt-4" role="alert" data-testid="resume-failed">
          {t('resumeFailed')}
        </p>
      )}
      {resume.data && (
        <div className="mt-4 space-y-3" data-testid="resume-done">
          {resume.data.items.length > 0 && <p role="status">{t('resumeDone')}</p>}
          {resume.data.soldSince.map((s) => (
            <p key={s.name} className="font-medium text-danger" data-testid="resume-sold">
              {s.added === 0 ? t('resumeSold', { name: s.name }) : t('resumeSomeSold', { name: s.name, added: s.added, wanted: s.wanted })}
            </p>
          ))}
          <div className="flex flex-wrap gap-3 pt-2">
            {resume.data.items.length > 0 && (
              <Link to={checkoutPath} className="btn-primary">
                {t('resumeToCheckout')}
              </Link>
            )}
            <Link to={cartPath} className="btn-outline">
              {t('resumeToCart')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
