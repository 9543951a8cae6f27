import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedLanguage, shouldSuggestFrench } from '@/i18n/language-choice';
import LanguageOffer from './language-offer';

const base = import.meta.env.BASE_URL.replace(/\/$/, '');

function renderOffer(path = '/product/3?ref=home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageOffer />
    </MemoryRouter>,
  );
}

describe('the offer of French', () => {
  afterEach(() => localStorage.clear());

  it('is made only on the English site, to a browser that prefers French, before any choice', () => {
    expect(shouldSuggestFrench(['fr-CA', 'en'], 'en')).toBe(true);
    expect(shouldSuggestFrench(['fr'], 'en')).toBe(true);
    expect(shouldSuggestFrench(['en-CA', 'fr-CA'], 'en')).toBe(false);
    expect(shouldSuggestFrench(['fr-CA'], 'fr')).toBe(false);
    localStorage.setItem('crystal-language', 'en');
    expect(shouldSuggestFrench(['fr-CA'], 'en')).toBe(false);
  });

  it('links to the same page in French, in French, and remembers the choice when followed', () => {
    renderOffer();
    const offer = screen.getByTestId('language-offer');
    expect(offer.getAttribute('lang')).toBe('fr-CA');
    expect(offer.textContent).toContain('Ce site est aussi offert en français');
    const link = screen.getByRole('link', { name: 'Voir en français' });
    expect(link.getAttribute('href')).toBe(`${base}/fr/product/3?ref=home`);
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    fireEvent.click(link);
    expect(rememberedLanguage()).toBe('fr');
  });

  it('goes away when dismissed and is not made again (the choice of English is remembered)', () => {
    renderOffer('/');
    fireEvent.click(screen.getByRole('button', { name: 'Non merci, garder l’anglais' }));
    expect(screen.queryByTestId('language-offer')).toBeNull();
    expect(rememberedLanguage()).toBe('en');
    expect(shouldSuggestFrench(['fr-CA'], 'en')).toBe(false);
  });
});
