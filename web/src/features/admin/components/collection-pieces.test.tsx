import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import type { AdminCategory } from '@crystal/shared/schemas/translation';
import { adminProductsQuery } from '../api/get-products';
import { CollectionPieces } from './collection-pieces';

const piece = (id: number, name: string, categoryId: number, collectionIds: number[]) =>
  ({ id, name, categoryId, collectionIds, isActive: true }) as AdminProduct;

const gifts: AdminCategory = {
  id: 7,
  name: 'Holiday Gifts',
  slug: 'holiday-gifts',
  description: '',
  imageUrl: '',
  position: 6,
  hidden: false,
  translations: {},
  pieceOrder: [6, 30],
};

function renderPieces() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(adminProductsQuery().queryKey, [
    piece(6, 'Lapis Lazuli Bar Necklace', 1, [1, 7]),
    piece(20, 'Garnet Ember Ring', 4, [4]),
    piece(30, 'Gift Card Pouch', 7, [7]),
  ]);
  render(
    <QueryClientProvider client={client}>
      <CollectionPieces c={gifts} />
    </QueryClientProvider>,
  );
}

describe('CollectionPieces', () => {
  it('lists the pieces in her order; a piece whose main collection it is cannot be taken out, an extra one can', () => {
    renderPieces();
    const rows = screen.getAllByTestId('collection-piece');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Lapis Lazuli Bar Necklace'), expect.stringContaining('Gift Card Pouch')]);
    expect(within(rows[0]!).getByRole('button', { name: 'Take out Lapis Lazuli Bar Necklace' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /Take out/ })).toBeNull();
    expect(within(rows[1]!).getByText('(main collection)')).toBeTruthy();
  });

  it('adds a piece at the end and enables the save', () => {
    renderPieces();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save pieces' }).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Add a piece'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByTestId('collection-piece').at(-1)!.textContent).toContain('Garnet Ember Ring');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save pieces' }).disabled).toBe(false);
  });
});
