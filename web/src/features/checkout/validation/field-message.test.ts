import { afterEach, describe, expect, it } from 'vitest';
import { checkoutFormSchema } from '@crystal/shared/schemas/checkout';
import { activateLocale } from '@/i18n/i18n';
import { fieldMessage } from './field-message';

const address = { street: '1 rue Principale', city: 'Montréal', province: 'QC', postalCode: 'M5V 2T6', country: 'Canada' };
const form = { email: 'nope', firstName: '', lastName: 'Tremblay', phone: '514', shippingAddress: address, billingAddress: address };

/** The shared schema's own messages for this form, by field path. */
function issues(): Record<string, { message: string; type: string }> {
  const result = checkoutFormSchema.safeParse(form);
  if (result.success) throw new Error('expected issues');
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), { message: i.message, type: i.code }]));
}

describe('fieldMessage', () => {
  afterEach(() => activateLocale('en'));

  it('shows the shared English messages as they are', () => {
    const found = issues();
    expect(fieldMessage(found.email)).toBe('Invalid email address');
    expect(fieldMessage(found['shippingAddress.postalCode'])).toBe(
      'Postal codes in Quebec start with G, H, J. Please check the postal code or the province.',
    );
    expect(fieldMessage(undefined)).toBeUndefined();
  });

  it('says every one of them in French on the French site', async () => {
    await activateLocale('fr');
    const found = issues();
    expect(fieldMessage(found.email)).toBe('Adresse courriel invalide');
    expect(fieldMessage(found.firstName)).toBe('Le prénom est obligatoire');
    expect(fieldMessage(found.phone)).toBe('Un numéro de téléphone valide est obligatoire');
    expect(fieldMessage(found['shippingAddress.postalCode'])).toBe(
      'Les codes postaux de la province choisie (Québec) commencent par G, H ou J. Vérifiez le code postal ou la province.',
    );
    expect(fieldMessage({ message: 'Gift note must be 200 characters or fewer', type: 'too_big' })).toBe(
      'Le message-cadeau doit compter 200 caractères ou moins',
    );
    expect(fieldMessage({ message: 'Too big: expected string to have <=200 characters', type: 'too_big' })).toBe(
      'Ce champ est trop long.',
    );
  });
});
