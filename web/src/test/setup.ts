import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazily loaded pieces (the cart panel's contents, sheets) import their module on first render; on a
// loaded 2-core CI machine that first import can take over testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
