import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('a page that cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what happened and a way to try again instead of a blank screen; a new address clears it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageErrorBoundary resetKey="/product/1">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page didn’t load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    rerender(
      <PageErrorBoundary resetKey="/products">
        <p>Our Collections</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Our Collections')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
