import {
  Outlet,
  createRootRouteWithContext,
  useHydrated,
  useLocation,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import bodyFont from '../ui/styles/fonts/inter-core.woff2?url';
import arabicFont from '../ui/styles/fonts/cairo-arabic-core.woff2?url';
import { AppToaster } from '../app/AppToaster';
import { keepEnglish, offersArabic } from '../app/languageOffer';
import { closeStorageNotice, useStorageNotice } from '../app/storageNotice';
import { otherLanguageLink } from '../app/localeChoice';
import { getLocale } from '../paraglide/runtime.js';
import type { FlowsGate } from '../app/flowsGate';
import { useLiveMark } from '../slowPhone/liveMarks';
import type { AppServices } from '../app/services';
import { useSessionView, type SessionGate } from '../app/sessionGate';
import { Footer } from '../ui/Footer';
import { Header } from '../ui/Header';
import { Document } from '../ui/Document';
import { SkipLink } from '../ui/SkipLink';

// What every route reads from the router (src/router.tsx provides it). Declared here, with
// the root it types, so the route tree never imports the router that imports it.
export interface RouterContext {
  services: AppServices;
  session: SessionGate;
  // The sign-up and reset actors, created when an owner reaches for a flow form or opens a
  // flow step (src/app/flowsGate.ts), so their code and firebase stay off every page's first
  // load; one pair per app.
  flowsGate: FlowsGate;
  // The app renders the whole document (prerendered pages hydrate it, src/main.tsx); tests
  // render into a container instead.
  ownsDocument: boolean;
}

// Its own small chunk: most visitors are never offered it.
const LanguageOffer = lazy(() =>
  import('../ui/LanguageOffer').then(({ LanguageOffer }) => ({ default: LanguageOffer })),
);

const StorageNotice = lazy(() =>
  import('../ui/StorageNotice').then(({ StorageNotice }) => ({ default: StorageNotice })),
);

const preloadFont = (href: string) =>
  ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }) as const;

export const Route = createRootRouteWithContext<RouterContext>()({
  // The faces the first screen's text is set in, fetched with the HTML rather than after the
  // CSS, so the first paint already has them and nothing reflows when they arrive: Inter's
  // core file on English pages; on Arabic ones Cairo's Arabic file (declared in the Arabic
  // build's stylesheet only) and then Inter's, which sets the spaces, stops and Latin words.
  head: () => ({
    links:
      getLocale() === 'ar'
        ? [preloadFont(arabicFont), preloadFont(bodyFont)]
        : [preloadFont(bodyFont)],
  }),
  component: RootLayout,
});

function RootLayout() {
  const { session, ownsDocument, services } = Route.useRouteContext();
  const { loggedIn, userName } = useSessionView(session);
  const { href } = useLocation();
  const language = otherLanguageLink(href, services.localStore);
  // The header and footer are live once this commits (src/slowPhone/liveMarks.ts); the first
  // effect after hydration then tells src/boot.ts, which held the taps made while the page
  // was static, to hand them over as each part they touched comes alive.
  useLiveMark('shell');
  useEffect(() => {
    window.dispatchEvent(new Event('app:hydrated'));
  }, []);
  // Known only in the browser: what language it asks for, and whether one was chosen.
  const hydrated = useHydrated();
  const [declined, setDeclined] = useState(false);
  const storageRefused = useStorageNotice();
  // One card at the foot of the screen at a time; the offer could not be remembered anyway.
  const offerArabic =
    hydrated &&
    !declined &&
    !storageRefused &&
    offersArabic(services.localStore, navigator.languages);
  const page = (
    <>
      <SkipLink />
      <Header
        loggedIn={loggedIn}
        userName={userName}
        onLogout={() => void session.machine.load().then((actor) => actor.send({ type: 'logout' }))}
        language={language}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer language={language} />
      {offerArabic ? (
        <Suspense fallback={null}>
          <LanguageOffer
            link={language}
            onDismiss={() => {
              keepEnglish(services.localStore);
              setDeclined(true);
            }}
          />
        </Suspense>
      ) : null}
      {storageRefused ? (
        <Suspense fallback={null}>
          <StorageNotice onClose={closeStorageNotice} />
        </Suspense>
      ) : null}
      <AppToaster />
    </>
  );
  return <Document owns={ownsDocument}>{page}</Document>;
}
