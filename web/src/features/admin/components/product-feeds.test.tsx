import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductFeeds } from './product-feeds';

describe('the product feeds panel', () => {
  it('gives each feed’s address and where to paste it', () => {
    render(<ProductFeeds />);
    expect((screen.getByLabelText('Google Merchant Center, French feed address') as HTMLInputElement).value).toMatch(/\/api\/feeds\/google\.xml\?lang=fr$/);
    expect((screen.getByLabelText('Meta (Facebook and Instagram shops) feed address') as HTMLInputElement).value).toMatch(/\/api\/feeds\/meta\.csv$/);
    expect(screen.getAllByText(/Scheduled fetch/)).toHaveLength(2);
    expect(screen.getByText(/Commerce Manager > Catalogue > Data sources/)).toBeTruthy();
  });
});
