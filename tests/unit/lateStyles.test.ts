import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { pageWideSelectors, scopeToastifyProperties } from '../../scripts/lib/lateStyles';

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

test("react-toastify's stylesheet, as the build ships it, restyles none of the page", () => {
  const id = createRequire(import.meta.url).resolve('react-toastify/ReactToastify.css');
  const source = readFileSync(id, 'utf8');
  expect(pageWideSelectors(source)).toEqual([':root']);
  const transform = scopeToastifyProperties().transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string };
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const shipped = transform.call({ error: fail }, source, id);
  expect(pageWideSelectors(shipped.code)).toEqual([]);
  // The properties are all still declared, on the element around every toast.
  expect(shipped.code.match(/--toastify-[\w-]+:/g)).toEqual(source.match(/--toastify-[\w-]+:/g));
  expect(shipped.code).toMatch(/^\.Toastify\{/);
});
