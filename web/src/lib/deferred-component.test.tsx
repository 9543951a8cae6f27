import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred-component';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('deferredComponent', () => {
  it('shows the fallback while its code loads, then the component', async () => {
    const Deferred = deferredComponent(async () => Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Deferred name="Luna" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Luna')).toBeTruthy();
  });

  it('renders at once, without the fallback, when its code was loaded ahead', async () => {
    const Deferred = deferredComponent(async () => Greeting);
    await Deferred.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Deferred name="Sage" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Sage')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
