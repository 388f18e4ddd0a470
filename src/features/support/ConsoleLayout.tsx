import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { closeStorageNotice, useStorageNotice } from '../../app/storageNotice';
import { otherLanguageLink } from '../../app/localeChoice';
import { Document } from '../../ui/Document';
import { SkipLink } from '../../ui/SkipLink';
import { ConsoleHeader } from './ConsoleHeader';
import type { ConsoleContext } from './router';

// The console's page: a tool for staff, built and served apart from the owners' site
// (support.html), so its own chrome (no owners' links, footer, toasts or language offer).
const StorageNotice = lazy(() =>
  import('../../ui/StorageNotice').then(({ StorageNotice }) => ({ default: StorageNotice })),
);

export function ConsoleLayout({ ownsDocument, services }: ConsoleContext) {
  const { href } = useLocation();
  const storageRefused = useStorageNotice();
  // What the browser tests wait for before they act, as on the owners' pages.
  useEffect(() => {
    window.dispatchEvent(new Event('app:hydrated'));
  }, []);
  const page = (
    <>
      <SkipLink />
      <ConsoleHeader language={otherLanguageLink(href, services.localStore)} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {storageRefused ? (
        <Suspense fallback={null}>
          <StorageNotice onClose={closeStorageNotice} />
        </Suspense>
      ) : null}
    </>
  );
  return <Document owns={ownsDocument}>{page}</Document>;
}
