import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { pageWideSelectors } from '../../scripts/lib/lateStyles';

test('finds the rules that restyle the whole page, and only those', () => {
  const css = `
    :root{--a:1}:root:lang(ar){--b:2}
    *,:before,:after{box-sizing:border-box}
    html{color:red} body > main{margin:0}
    /* :root{--c:3} */
    .Toastify{--toastify-z-index:9999}
    html[data-mode=login] [data-panel=signup]{display:none}
    .toast :is(a, b){color:blue} .a *{margin:0} body .x{padding:0}
    @media (max-width:480px){.app-toaster{inset:0} body{font-size:14px}}
    @keyframes slide{from{opacity:0}50%{opacity:.5}to{opacity:1}}
  `;
  expect(pageWideSelectors(css)).toEqual([':root', ':root:lang(ar)', '*', 'html', 'body']);
});

test("the toasts' stylesheet, which loads once the page is live, restyles none of it", () => {
  const css = readFileSync('src/ui/toaster.css', 'utf8');
  expect(pageWideSelectors(css)).toEqual([]);
  // Its properties are the container's own.
  expect(css).toMatch(/^\.app-toaster \{\n\s+--toast-/m);
});
