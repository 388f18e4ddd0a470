import { HeadContent, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getLocale, getTextDirection } from '../paraglide/runtime.js';

// The page's <html>, the owners' and the console's: what the build prerenders for marketing pages
// and what the browser renders for the others. The router fills the head (titles, meta, the built
// stylesheet) and the scripts (its hydration data and the built entry). A page's own inline script
// (src/entry-server.tsx headScript) is added by the build, outside React.
// Rendered into a container instead (tests), the page still gets the router's head.
export function Document({ owns, children }: { owns: boolean; children: ReactNode }) {
  if (!owns)
    return (
      <>
        <HeadContent />
        {children}
      </>
    );
  return (
    <html lang={getLocale()} dir={getTextDirection()}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0f5d4f" />
        {/* The .ico for browsers that take no SVG icon and for those that ask by name. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
