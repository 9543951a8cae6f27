import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '@crystal/shared/schemas/product';
import { paths } from '@/config/paths';
import { ProductBreadcrumb } from './breadcrumb';

/** The Lapis necklace: its main collection Crystal Necklaces, also in Holiday Gifts (id 7). */
const lapis: Pick<Product, 'name' | 'category' | 'categoryId' | 'collectionIds'> = {
  name: 'Lapis Lazuli Bar Necklace',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  collectionIds: [1, 7],
};

describe('ProductBreadcrumb', () => {
  it('a piece in two collections leads back to its main one only', () => {
    render(
      <MemoryRouter>
        <ProductBreadcrumb category={lapis.category} name={{ text: lapis.name, lang: undefined }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Crystal Necklaces' });
    expect(link.getAttribute('href')).toBe(paths.category('crystal-necklaces'));
    expect(screen.queryByRole('link', { name: /Holiday Gifts/ })).toBeNull();
  });
});
