import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMobileMetadataFor } from '../src/slowPhone/phoneMetadata';

// The app loads the phone metadata when an owner reaches for a form, the world's plans once
// a foreign number is typed; tests of what comes after start with all of it there
// (tests/unit/phoneMetadata.test.ts tries the parts apart).
await loadMobileMetadataFor('+447911123456');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op there, recorded so tests can assert it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
