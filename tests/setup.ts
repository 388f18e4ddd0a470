import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMobileMetadata } from '../src/schemas/phone';

// The app loads the phone metadata when an owner reaches for a form; tests of what comes
// after start with it there.
await loadMobileMetadata();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op there, recorded so tests can assert it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
