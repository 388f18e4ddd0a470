import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

// HTML that came back from the contact form service is shown on the thank-you page. It is
// third-party markup kept in sessionStorage, so it is treated as hostile: HTML elements only
// (no SVG or MathML, where most parser tricks live), nothing that runs, embeds, submits or
// restyles the page, and links that can only navigate somewhere ordinary.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
};

const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href'];

let purifier: Purifier | undefined;

// One private instance, so the hook below never leaks into other users of DOMPurify.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex
      if (value !== null && UNSAFE_URL.test(value.replace(/[\u0000-\u0020]/g, ''))) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Returns markup that is safe to insert with innerHTML. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, CONFIG);
}
