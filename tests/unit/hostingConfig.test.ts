import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  hostingConfig,
  IMMUTABLE,
  SHELLS,
  CONSOLE_SHELLS,
  type HostingInput,
} from '../../scripts/lib/hosting';

const production: HostingInput = {
  clientRoutes: ['/register'],
  consoleRoutes: ['/support', '/support/traces/*'],
  scriptHashes: ['bbb=', 'aaa=', 'aaa='],
  origins: {
    api: 'https://api.tamreen.example',
    contactForm: 'https://api.tamreen.example',
    authDomain: 'https://tamreen.firebaseapp.com',
  },
};
const testBuild: HostingInput = {
  ...production,
  origins: { ...production.origins, authEmulator: 'http://127.0.0.1:9099' },
};

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('the content policy', () => {
  test('allows inline scripts only by the hashes the build prerendered, once each, sorted', () => {
    const csp = directives(contentSecurityPolicy(production));
    expect(csp['script-src']?.filter((v) => v.startsWith("'sha256-"))).toEqual([
      "'sha256-aaa='",
      "'sha256-bbb='",
    ]);
    for (const list of Object.values(csp)) {
      expect(list).not.toContain("'unsafe-inline'");
      expect(list).not.toContain("'unsafe-eval'");
    }
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
  });

  test('a production build reaches Firebase Auth and reCAPTCHA, and upgrades to https', () => {
    const csp = directives(contentSecurityPolicy(production));
    expect(csp['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.tamreen.example',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.google.com/recaptcha/',
    ]);
    expect(csp['frame-src']).toContain('https://tamreen.firebaseapp.com');
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });

  test('a test build reaches the emulator instead, and nothing of Google', () => {
    const csp = contentSecurityPolicy(testBuild);
    expect(csp).not.toContain('google');
    expect(directives(csp)['connect-src']).toContain('http://127.0.0.1:9099');
    expect(directives(csp)['frame-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('the hosting configuration', () => {
  test("rewrites only the client routes to their language's shell, and the console's to its own; the rest is a file or 404", () => {
    const config = hostingConfig(production);
    expect(config.rewrites).toEqual([
      { source: '/register', destination: SHELLS.en },
      { source: '/support', destination: CONSOLE_SHELLS.en },
      { source: '/support/traces/*', destination: CONSOLE_SHELLS.en },
      { source: '/ar/register', destination: SHELLS.ar },
      { source: '/ar/support', destination: CONSOLE_SHELLS.ar },
      { source: '/ar/support/traces/*', destination: CONSOLE_SHELLS.ar },
      { source: '/ar/**', destination: SHELLS.ar },
    ]);
    expect(config.cleanUrls).toBe(true);
  });

  test('pages revalidate and carry the security headers; hashed assets are immutable after', () => {
    const [all, assets] = hostingConfig(production).headers;
    expect(all?.source).toBe('**');
    const keys = all?.headers.map((h) => h.key);
    expect(keys).toEqual([
      'Cache-Control',
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(all?.headers[0]?.value).toBe('no-cache');
    // Later rules win: the asset rule must come after the catch-all.
    expect(assets).toEqual({
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
    });
  });

  test("a prerendered page's policy allows its own inline scripts only, after the catch-all", () => {
    const headers = hostingConfig({
      ...production,
      pageScriptHashes: { '/ar/terms-of-use': ['ccc='], '/': ['ddd=', 'eee='] },
    }).headers;
    const policyOf = (source: string) =>
      headers
        .filter((rule) => rule.source === source || rule.source === '**')
        .flatMap((rule) => rule.headers)
        .filter((h) => h.key === 'Content-Security-Policy')
        .at(-1)?.value ?? '';
    expect(directives(policyOf('/ar/terms-of-use'))['script-src']).toEqual([
      "'self'",
      "'sha256-ccc='",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policyOf('/')).toContain("'sha256-ddd=' 'sha256-eee='");
    expect(policyOf('/')).not.toContain('ccc=');
    // Any other answer (the not-found page, the shells) keeps the site-wide list.
    expect(policyOf('/register')).toContain("'sha256-aaa=' 'sha256-bbb='");
    expect(policyOf('/register')).not.toContain('ccc=');
  });
});
