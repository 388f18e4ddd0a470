import { pageMeta } from '../../content/pageMeta';
import { localizePath } from '../../i18n/localePath';
import { getLocale } from '../../paraglide/runtime.js';
import { FLOW_KEYS } from '../../app/storage/flowStorage';
import { LOCAL_KEYS } from '../../app/storage/storageKeys';

// The flow entry pages (the registry's `entry` routes: /register, sign-up and login in
// `?mode=login`, /forget-password, /delete-account) ship as prerendered HTML, like the
// marketing pages, with the form in it.

// What the script below marks on <html> (as data-register-mode and data-flow-restoring): the
// stylesheet reads the marks (src/ui/flows/flows.css) until the app, live, drops them.
export function dropEntryMark(mark: 'register-mode' | 'flow-restoring'): void {
  document.documentElement.removeAttribute(`data-${mark}`);
}

/**
 * Inline at the end of a flow entry page's head, before anything paints (the build adds it
 * and hashes it into that page's content policy). What the HTML cannot know it settles here:
 * - The host serves one file whatever the query, so /register holds both forms and this
 *   marks the one `?mode=` asks for (`data-register-mode`); the stylesheet hides the other,
 *   and the title and descriptions become the login page's. The app, hydrating, renders
 *   both too, then only the chosen one, and removes the mark (src/routes/_flows/register.tsx).
 * - A logged-in owner has nothing to do on /register: the address is replaced with the home
 *   page before it paints, as the route's guard would after it.
 * - A flow this tab left (a sign-up's details, a code in play) decides what the form shows,
 *   which only the flow's code can tell: the form stays hidden (`data-flow-restoring`) until
 *   the flows have loaded and drawn it, so it never shows empty and then fills.
 */
export function flowEntryScript(path: string): string {
  const register = path === '/register';
  const { register: signup, login } = pageMeta;
  const replacements = [
    [signup.title, login.title],
    [signup.description, login.description],
  ];
  const lines = [
    'var d=document.documentElement,s=sessionStorage;',
    register
      ? `var u=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.signedInUser)});if(u&&JSON.parse(u).token){location.replace(${JSON.stringify(localizePath('/', getLocale()))});return}` +
        `var login=new URLSearchParams(location.search).get("mode")==="login";d.dataset.registerMode=login?"login":"signup";` +
        `if(login){var r=${JSON.stringify(replacements)};document.title=r[0][1];document.querySelectorAll("meta[content]").forEach(function(e){r.forEach(function(p){if(e.getAttribute("content")===p[0])e.setAttribute("content",p[1])})})}`
      : '',
    `if(${JSON.stringify(FLOW_KEYS)}.some(function(k){return s.getItem(k)!==null}))d.dataset.flowRestoring="";`,
  ];
  return `(function(){try{${lines.join('')}}catch(e){}})()`;
}
