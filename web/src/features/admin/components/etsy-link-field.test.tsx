import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { ProductInput } from '@crystal/shared/schemas/admin-product';
import { ETSY_FIELD_TEXT, EtsyLinkField } from './etsy-link-field';

/** The field's accessible description: the texts its aria-describedby points at. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function Harness({ etsyLink = '' }: { etsyLink?: string }) {
  const { control, register } = useForm<ProductInput>({ defaultValues: { etsyLink } });
  return <EtsyLinkField control={control} register={register} error={undefined} />;
}

describe('EtsyLinkField', () => {
  it('says the piece sells here with Add to Cart while the link is empty', () => {
    render(<Harness />);
    expect(description(screen.getByLabelText('Etsy link (optional)'))).toBe(ETSY_FIELD_TEXT.hint);
    expect(screen.queryByText(ETSY_FIELD_TEXT.etsyOnlyTitle)).toBeNull();
  });

  it('explains plainly that a piece with a link is sold on Etsy only, as the link is typed', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Etsy link (optional)');
    fireEvent.change(input, { target: { value: 'https://www.etsy.com/listing/1234567890/amethyst-tree' } });
    expect(screen.getByText(ETSY_FIELD_TEXT.etsyOnlyTitle)).toBeTruthy();
    expect(description(input)).toBe(`${ETSY_FIELD_TEXT.etsyOnlyTitle}${ETSY_FIELD_TEXT.etsyOnly}`);
    expect(ETSY_FIELD_TEXT.etsyOnly).toContain('instead of Add to Cart');
  });

  it('shows the note for a piece that already has a link, and hides it once the link is cleared', () => {
    render(<Harness etsyLink="https://www.etsy.com/listing/1234567890/amethyst-tree" />);
    expect(screen.getByTestId('etsy-only-note')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Etsy link (optional)'), { target: { value: '  ' } });
    expect(screen.queryByTestId('etsy-only-note')).toBeNull();
  });
});
