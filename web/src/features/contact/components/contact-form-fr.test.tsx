import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_SUBJECTS } from '@crystal/shared/constants/shop-contact';
import { CONTACT_MESSAGES } from '@crystal/shared/messages';
import { activateLocale } from '@/i18n/i18n';
import { t } from '../lib/contact-text';
import { ContactForm } from './contact-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

describe('the English catalogue mirrors the shared texts it translates', () => {
  it('has every validation message of the shared contact schema, word for word', () => {
    for (const [key, text] of Object.entries(CONTACT_MESSAGES)) expect(t(`error.${key as keyof typeof CONTACT_MESSAGES}`)).toBe(text);
  });
  it('has every consultation subject and studio hours line', () => {
    for (const s of CONSULTATION_SUBJECTS) expect(t(`consultation.${s}`)).toBe(s);
  });
});

describe('contact form in French', () => {
  beforeEach(() => activateLocale('fr'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale('en');
  });

  it('shows French labels, French validation messages and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer une adresse courriel valide')).toBeTruthy();
    expect(screen.getByText('Le sujet est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le message est obligatoire')).toBeTruthy();
    expect(screen.getByLabelText('Courriel').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the consultations in French while keeping the values the server knows', () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('J’aimerais réserver une consultation'));
    const select = screen.getByLabelText('Type de consultation');
    const options = within(select).getAllByRole('option').slice(1);
    expect(options.map((o) => o.getAttribute('value'))).toEqual([...CONSULTATION_SUBJECTS]);
    expect(options[0]!.textContent).toBe('Consultation sur les cristaux');
    expect(screen.getByRole('button', { name: 'Demander une consultation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Date souhaitée/ }).textContent).toContain('Choisir une date');
  });
});
