import { expect, type Page } from '@playwright/test';
import { m } from '../../../src/paraglide/messages.js';
import type { Locale } from '../../../src/paraglide/runtime.js';
import type { TestPhone } from '../../helpers/phones';
import { businessOwner, escapeRegExp, flowsIn, type BusinessOwner } from './flows';

// The flow steps on the Arabic pages (/ar/...), found by their Arabic labels, and what an
// owner in Egypt types into them.

export const arabic = flowsIn('ar');
export const english = flowsIn('en');

/** Pass to a compiled message for its Arabic text: `m.key({}, AR)`. */
export const AR = { locale: 'ar' } as const;

const ARABIC_INDIC_ZERO = 0x0660;

/** Latin digits written as the Arabic-Indic ones (٠١٢…) many Egyptian phones type. */
export function arabicIndic(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(d)));
}

/** An owner who fills the form in Arabic and types the phone in Arabic-Indic digits. */
export function arabicOwner(phone: TestPhone): BusinessOwner {
  return {
    ...businessOwner(phone),
    firstName: 'سلمى',
    lastName: 'فوزي',
    businessName: 'استوديو لوتس لليوغا',
    businessType: m.business_types_yoga_studio({}, AR),
    phoneTyped: arabicIndic(phone.local),
  };
}

/** The owner who signs up on a page in `locale`, typing as its readers do. */
export const ownerIn = (locale: Locale, phone: TestPhone): BusinessOwner =>
  locale === 'ar' ? arabicOwner(phone) : businessOwner(phone);

/** Follows the header's language switch and waits for the page in the other language. */
export async function switchLanguage(page: Page, to: 'ar' | 'en'): Promise<void> {
  // The switch names the language it leads to, in that language.
  const name = m.chrome_language_switch({}, { locale: to === 'ar' ? 'en' : 'ar' });
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

// Latin words an Arabic page may show: what stays Latin in Arabic too (the stores,
// platforms and workouts by their own names, addresses, a key on the keyboard) and the
// switch back to English.
const LATIN_KEPT = [
  /[\w.+-]+@[\w.-]+\.\w+/g,
  /\b[\w.-]+\.example\b[\w/.-]*/g,
  /\b(App Store|Google Play|Android|iOS|iPhone|Apple|Google|Instagram|Facebook|LinkedIn|TikTok|HIIT)\b/g,
  /\bAlt\+T\b/g,
  /\bEnglish\b/g,
];

/**
 * Records every text an Arabic page of this tab shows while the test runs, toasts and
 * accessible names included, however briefly: `english()` lists the Latin words among them
 * that are not kept Latin in Arabic (`allowed` adds the test's own Latin input, e.g. a name).
 * Pages in another language are not recorded, so a test may pass through English ones.
 */
export async function watchArabicScreens(page: Page) {
  const seen = new Set<string>();
  await page.exposeBinding('__arabicScreenTexts', (_source, texts: string[]) => {
    for (const text of texts) seen.add(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as Record<string, (texts: string[]) => void>)
      .__arabicScreenTexts;
    const NAMES = ['aria-label', 'placeholder', 'title', 'alt'];
    const within = (node: Node, selector: string) => {
      const element = node instanceof Element ? node : node.parentElement;
      return !element || !!element.closest(selector);
    };
    const UNSHOWN = 'head, script, style, noscript, template';
    // An element's text but what is never shown: a page's first records are <html> with its
    // head, whose inline scripts are code, not words on screen.
    const shownText = (node: Node) => {
      if (!(node instanceof Element)) return node.textContent ?? '';
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        if (!within(text, UNSHOWN)) parts.push(text.textContent ?? '');
      return parts.join('');
    };
    const take = (node: Node, into: Set<string>) => {
      if (within(node, UNSHOWN)) return;
      const text = shownText(node).trim();
      if (text) into.add(text);
      if (!(node instanceof Element)) return;
      // Names given to what assistive technology is told to skip are never read out.
      for (const element of [node, ...node.querySelectorAll(NAMES.map((n) => `[${n}]`).join())])
        for (const name of NAMES) {
          const value = element.getAttribute(name)?.trim();
          if (value && !within(element, '[aria-hidden="true"]')) into.add(value);
        }
    };
    new MutationObserver((records) => {
      if (document.documentElement.lang !== 'ar') return;
      const texts = new Set<string>();
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach((node) => take(node, texts));
        else take(record.target, texts);
      }
      if (texts.size) report?.([...texts]);
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: NAMES,
    });
  });
  return {
    /** Latin words shown on an Arabic page so far, but for those kept Latin and `allowed`. */
    async english(allowed: string[] = []): Promise<string[]> {
      // Everything on screen now, in case a last change is still on its way to the test.
      const now = await page.evaluate(() =>
        document.documentElement.lang === 'ar' ? document.body.innerText : '',
      );
      const own = allowed.map((text) => new RegExp(`\\b${escapeRegExp(text)}\\b`, 'g'));
      const kept = [...LATIN_KEPT, ...own];
      const words = [...seen, now].flatMap((text) => {
        const rest = kept.reduce((left, pattern) => left.replace(pattern, ' '), text);
        return rest.match(/[A-Za-z]{2,}(?:[ '-][A-Za-z]{2,})*/g) ?? [];
      });
      return [...new Set(words)];
    },
  };
}
