import { describe, expect, test } from 'vitest';
import { brand } from '../../src/content/brand';
import { businessFaq } from '../../src/content/faq';
import { indexedPaths, pageHead, pageMeta, type PageKey } from '../../src/content/pageMeta';
import shareImageDataUrl from '../../public/og-image.png?inline';
import { faqPageLd, ldScript, serializeLd } from '../../src/content/structuredData';

const keys = Object.keys(pageMeta) as PageKey[];

const INDEXED: PageKey[] = [
  'home',
  'howItWorks',
  'aboutUs',
  'contactUs',
  'privacyPolicy',
  'termsOfUse',
  'deleteAccount',
];
const NOT_INDEXED: PageKey[] = [
  'register',
  'login',
  'forgetPassword',
  'verifyOtp',
  'verifyUser',
  'resetPassword',
  'successLogin',
  'successSignup',
  'thankYou',
  'support',
  'supportVitals',
  'supportInsight',
  'notFound',
];

// The route files' paths, as src/routeTree.gen.ts lists them.
const PATHS: Partial<Record<PageKey, string>> = {
  home: '/',
  howItWorks: '/how-it-works',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  deleteAccount: '/delete-account',
  register: '/register',
  login: '/register',
  forgetPassword: '/forget-password',
  verifyOtp: '/verify-otp',
  verifyUser: '/verify-user',
  resetPassword: '/reset-password',
  successLogin: '/success-login',
  successSignup: '/success-signup',
  thankYou: '/thank-you',
  support: '/support',
  supportVitals: '/support/vitals',
  supportInsight: '/support/insight',
};

type Meta = Record<string, unknown>;

function metaContent(key: PageKey, attribute: 'name' | 'property', value: string) {
  const found = (pageHead(key).meta as Meta[]).filter((m) => m[attribute] === value);
  return found.map((m) => m.content);
}

function canonical(key: PageKey) {
  return pageHead(key)
    .links.filter((link) => link.rel === 'canonical')
    .map((link) => link.href);
}

describe('page addresses', () => {
  test('the origin is the https address of the site host', () => {
    expect(brand.origin).toBe(`https://${brand.siteHost}`);
  });

  test('every page but the not-found view has its route path', () => {
    expect(keys.filter((key) => !('path' in pageMeta[key]))).toEqual(['notFound']);
    for (const [key, path] of Object.entries(PATHS)) {
      expect(pageMeta[key as PageKey]).toHaveProperty('path', path);
    }
  });

  test.each(INDEXED)('%s links its canonical and og:url to the origin plus its path', (key) => {
    const url = `https://${brand.siteHost}${PATHS[key]}`;
    expect(canonical(key)).toEqual([url]);
    expect(metaContent(key, 'property', 'og:url')).toEqual([url]);
  });

  test('the home page is the origin with its slash', () => {
    expect(canonical('home')).toEqual(['https://tamreen.example/']);
  });

  test('the not-found view claims no address', () => {
    expect(canonical('notFound')).toEqual([]);
    expect(metaContent('notFound', 'property', 'og:url')).toEqual([]);
  });
});

describe('search visibility', () => {
  test('the key lists cover every page', () => {
    expect([...INDEXED, ...NOT_INDEXED].sort()).toEqual([...keys].sort());
  });

  test.each(NOT_INDEXED)('%s asks search engines not to index it', (key) => {
    expect(metaContent(key, 'name', 'robots')).toEqual(['noindex']);
  });

  test.each(INDEXED)('%s carries no robots tag', (key) => {
    expect(metaContent(key, 'name', 'robots')).toEqual([]);
  });

  test('indexedPaths lists the marketing and legal pages in sitemap order', () => {
    expect(indexedPaths()).toEqual([
      '/',
      '/how-it-works',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
      '/terms-of-use',
      '/delete-account',
    ]);
  });
});

describe('link previews', () => {
  test.each(keys)('%s shares its own title and description', (key) => {
    const { title, description } = pageMeta[key];
    const head = pageHead(key);
    expect(head.meta[0]).toEqual({ title });
    expect(metaContent(key, 'name', 'description')).toEqual([description]);
    expect(metaContent(key, 'property', 'og:title')).toEqual([title]);
    expect(metaContent(key, 'property', 'og:description')).toEqual([description]);
    expect(metaContent(key, 'name', 'twitter:title')).toEqual([title]);
    expect(metaContent(key, 'name', 'twitter:description')).toEqual([description]);
  });

  test('the site-wide Open Graph tags', () => {
    expect(metaContent('aboutUs', 'property', 'og:type')).toEqual(['website']);
    expect(metaContent('aboutUs', 'property', 'og:site_name')).toEqual(['Tamreen for Business']);
    expect(metaContent('aboutUs', 'property', 'og:locale')).toEqual(['en_US']);
  });

  test.each(keys)('%s shows the share image as a large card', (key) => {
    expect(metaContent(key, 'property', 'og:image')).toEqual([
      'https://tamreen.example/og-image.png',
    ]);
    expect(metaContent(key, 'property', 'og:image:type')).toEqual(['image/png']);
    expect(metaContent(key, 'property', 'og:image:width')).toEqual(['1200']);
    expect(metaContent(key, 'property', 'og:image:height')).toEqual(['630']);
    expect(metaContent(key, 'property', 'og:image:alt')).toEqual(['Tamreen for Business logo']);
    expect(metaContent(key, 'name', 'twitter:card')).toEqual(['summary_large_image']);
  });

  test('the share image is a PNG of the size the tags announce', () => {
    const base64 = shareImageDataUrl.replace(/^data:image\/png;base64,/, '');
    const png = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const view = new DataView(png.buffer);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  test.each(keys)('%s names each tag once', (key) => {
    const names = (pageHead(key).meta as Meta[]).map((m) => m.name ?? m.property ?? 'title');
    expect(new Set(names).size).toBe(names.length);
  });

  test('the head is the same on every call', () => {
    expect(JSON.stringify(pageHead('howItWorks'))).toBe(JSON.stringify(pageHead('howItWorks')));
  });
});

describe('structured data', () => {
  function ldOf(key: PageKey) {
    const scripts = pageHead(key).scripts;
    for (const script of scripts) expect(script.type).toBe('application/ld+json');
    return scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);
  }

  test('the home page describes the organisation', () => {
    const organization = ldOf('home').find((ld) => ld['@type'] === 'Organization');
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Tamreen',
      legalName: brand.company.legalName,
      url: 'https://tamreen.example/',
      logo: 'https://tamreen.example/favicon.svg',
      email: brand.supportEmail,
      telephone: brand.company.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '26 July Street, Zamalek',
        addressLocality: 'Cairo',
        addressCountry: 'EG',
      },
      sameAs: Object.values(brand.social),
    });
  });

  test.each(NOT_INDEXED)('%s carries no structured data', (key) => {
    expect(pageHead(key).scripts).toEqual([]);
  });

  // Search engines read the organisation from the home page; repeated on every page it only
  // made each page heavier.
  test('only the home page describes the organisation in its head', () => {
    const types = INDEXED.map((key) => [key, ldOf(key).map((ld) => ld['@type'])]);
    expect(Object.fromEntries(types)).toEqual({
      home: ['Organization'],
      howItWorks: [],
      aboutUs: [],
      contactUs: [],
      privacyPolicy: [],
      termsOfUse: [],
      deleteAccount: [],
    });
  });

  test('the how-it-works FAQ lists every business question with its whole answer', () => {
    const faq = JSON.parse(serializeLd(faqPageLd(businessFaq))) as { mainEntity: unknown[] };
    expect(faq.mainEntity).toEqual(
      businessFaq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    );
    expect(faq.mainEntity.length).toBe(8);
  });

  test('the organisation address is the one the contact page prints', () => {
    expect(brand.company.address).toBe('26 July Street, Zamalek, Cairo, Egypt');
  });

  test.each(INDEXED)('%s JSON-LD holds no raw "<"', (key) => {
    for (const script of pageHead(key).scripts) expect(script.children).not.toContain('<');
  });
});

describe('JSON-LD serialization', () => {
  const hostile = { '@type': 'Thing', name: '</script><script>alert(1)</script><!--' };

  test('escapes every "<" so the text cannot close its script element', () => {
    const text = serializeLd(hostile);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
  });

  test('still parses back to the same data', () => {
    expect(JSON.parse(serializeLd(hostile))).toEqual(hostile);
  });

  test('an FAQ with "<" in it reaches the page escaped and reads back whole', () => {
    const script = ldScript(
      faqPageLd([{ id: 1, question: 'Is 2 < 3?', answer: ['Yes, <b>always</b>.', 'Then.'] }]),
    );
    expect(script.children).not.toContain('<');
    const [question] = JSON.parse(script.children).mainEntity;
    expect(question.name).toBe('Is 2 < 3?');
    expect(question.acceptedAnswer.text).toBe('Yes, <b>always</b>.\n\nThen.');
  });
});
