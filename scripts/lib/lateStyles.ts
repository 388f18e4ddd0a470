// A rule for the page's own root or body, or for every element, with no class, id or
// attribute anywhere in its selector to narrow it: in a stylesheet that arrives after the
// page is live, it restyles every element on screen (custom properties and inherited values
// reach them all). A class, id or attribute lets the browser restyle only what carries it.
const PAGE_WIDE = /^(:root|html|body|\*)(?![\w-])/;
const NARROWED = /[.#[]/;

// Splits at the commas and combinators outside brackets and parentheses.
function splitTop(text: string, at: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && at.test(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The selectors of `css` whose rules restyle the whole page (see PAGE_WIDE). */
export function pageWideSelectors(css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude = ''] of text.matchAll(/([^{};]+)\{/g)) {
    const list = prelude.trim();
    // At-rules hold rules, and keyframes' steps match no element.
    if (list.startsWith('@') || /^(from|to|[\d.]+%)(\s*,|$)/.test(list)) continue;
    for (const selector of splitTop(list, /,/)) {
      const last = splitTop(selector, /[\s>+~]/).at(-1) ?? '';
      const outsideParentheses = selector.replace(/\([^)]*\)/g, '');
      if (PAGE_WIDE.test(last) && !NARROWED.test(outsideParentheses)) found.push(selector);
    }
  }
  return found;
}
