import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { OFFER } from '@crystal/shared/constants/ai';
import { useNudgePlacement } from '../hooks/use-nudge-placement';
import type { ProductIntelligence } from '../hooks/use-product-intelligence';
import { serverTextLang, t } from '../lib/ai-text';

/** Catalogue keys of each nudge's title. */
const TITLES = {
  social_proof: 'nudgeSocialProof',
  personalized_offer: 'nudgePersonalizedOffer',
  educational: 'nudgeEducational',
  urgency: 'nudgeUrgency',
  timing: 'nudgeTiming',
} as const;

/**
 * The floating nudge card (bottom right, above the chat button; another corner while that one would cover the
 * piece's title, price or buy buttons). Every number in it comes from the server.
 */
export function NudgeCard({
  ai,
  checkoutPath,
  onAddToCart,
}: {
  ai: ProductIntelligence;
  checkoutPath: string;
  onAddToCart?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { nudge, outcome } = ai;
  const ref = useRef<HTMLElement>(null);
  const position = useNudgePlacement(ref, Boolean(nudge));
  if (!nudge) return null;
  const act = async () => {
    setBusy(true);
    const flow = await ai.actOnNudge();
    setBusy(false);
    if (nudge.type === 'urgency' && flow && onAddToCart) {
      onAddToCart();
      ai.dismissNudge();
    } else if (nudge.type !== 'personalized_offer' || nudge.action !== 'claim_offer') {
      ai.dismissNudge();
    }
  };
  const offerMessage =
    outcome === 'offer_applied'
      ? t('offerApplied', { percent: OFFER.percentOff, minutes: OFFER.validMinutes })
      : outcome === 'offer_unavailable'
        ? t('offerUnavailable')
        : null;
  return (
    <aside
      aria-labelledby="nudge-title"
      ref={ref}
      // Placed where it covers none of the piece's title, price and buy buttons; hidden until such a spot exists.
      style={position ? { top: position.top, bottom: position.bottom, left: position.left, right: position.right } : { bottom: 0, right: 0, visibility: 'hidden' }}
      className="fixed z-30 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-gold-400 bg-white p-4 shadow-xl"
      data-testid="nudge-card"
      data-nudge-type={nudge.type}
      data-corner={position?.corner}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="nudge-title" className="font-serif text-base font-semibold text-ink">
          {t(TITLES[nudge.type])}
        </h2>
        <button
          type="button"
          onClick={ai.dismissNudge}
          aria-label={t('dismissSuggestion')}
          className="-mr-2 -mt-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-mist"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {/* The nudge's own message is the server's English; the outcome lines are the page's language. */}
      <p className="mt-1 text-sm text-ink" role="status" lang={offerMessage ? undefined : serverTextLang()}>
        {offerMessage ?? nudge.message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {nudge.type === 'personalized_offer' && nudge.action === 'claim_offer' && !outcome && (
          <button type="button" className="btn-primary" onClick={act} disabled={busy}>
            {t('claimOffer', { percent: OFFER.percentOff })}
          </button>
        )}
        {nudge.type === 'personalized_offer' &&
          (nudge.action === 'go_to_checkout' || outcome === 'offer_applied') && (
            <Link to={checkoutPath} className="btn-primary">
              {t('goToCheckout')}
            </Link>
          )}
        {nudge.type === 'urgency' && onAddToCart && (
          <button type="button" className="btn-primary" onClick={act} disabled={busy}>
            {t('addToCart')}
          </button>
        )}
        {(nudge.type === 'social_proof' || nudge.type === 'educational' || nudge.type === 'timing') && (
          <button type="button" className="btn-outline" onClick={act} disabled={busy}>
            {t('gotIt')}
          </button>
        )}
      </div>
    </aside>
  );
}
