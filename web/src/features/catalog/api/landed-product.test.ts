import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PRODUCT_ELEMENT_ID } from '@crystal/shared/product-page';
import { forgetLandedProduct, landedProduct } from './landed-product';

const carry = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_PRODUCT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
};

describe('landedProduct', () => {
  afterEach(() => {
    document.getElementById(PAGE_PRODUCT_ELEMENT_ID)?.remove();
    forgetLandedProduct();
  });

  it('answers the piece the page carries, for that piece only, and takes the block out of the page', () => {
    carry(JSON.stringify({ id: 3, name: 'Labradorite Moon Necklace' }));
    expect(landedProduct(3)).toMatchObject({ id: 3, name: 'Labradorite Moon Necklace' });
    expect(landedProduct(4)).toBeUndefined();
    expect(landedProduct(3)).toMatchObject({ id: 3 });
    expect(document.getElementById(PAGE_PRODUCT_ELEMENT_ID)).toBeNull();
  });

  it('answers nothing for a broken block or none', () => {
    carry('{not json');
    expect(landedProduct(3)).toBeUndefined();
    forgetLandedProduct();
    expect(landedProduct(3)).toBeUndefined();
  });
});
