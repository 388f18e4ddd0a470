import { describe, expect, test } from 'vitest';
import { sanitizeHtml } from '../../src/services/sanitizeHtml';

// Parses the sanitized output the way the thank-you page will insert it.
function render(dirty: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(dirty);
  return host;
}

const allAttributes = (host: HTMLElement) =>
  [...host.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));

describe('sanitizeHtml', () => {
  test('keeps ordinary thank-you markup and its text', () => {
    const host = render('<h1>Thanks, Nora!</h1><p>We got your <strong>message</strong>.</p>');
    expect(host.querySelector('h1')?.textContent).toBe('Thanks, Nora!');
    expect(host.querySelector('strong')?.textContent).toBe('message');
  });

  test('removes script tags but keeps the text around them', () => {
    const host = render('<p>Hello</p><script>alert(1)</script><p>there</p>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.textContent).toBe('Hellothere');
  });

  test('drops event handler attributes', () => {
    const host = render(
      '<img src="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">Hi</p>',
    );
    expect(allAttributes(host).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(host.querySelector('p')?.textContent).toBe('Hi');
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('strips the unsafe link "%s" and keeps the link text', (href) => {
    const host = render(`<a href="${href}">Go home</a>`);
    const link = host.querySelector('a');
    expect(link?.textContent).toBe('Go home');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  test('keeps ordinary links and makes them unable to reach back into this page', () => {
    const link = render('<a href="https://example.com/faq" target="_blank">FAQ</a>').querySelector(
      'a',
    );
    expect(link).toHaveAttribute('href', 'https://example.com/faq');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test.each([
    ['iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>'],
    ['object', '<object data="evil.swf"></object><p>ok</p>'],
    ['embed', '<embed src="evil.swf"><p>ok</p>'],
    ['form', '<form action="https://evil.example"><input name="password"></form><p>ok</p>'],
    ['style', '<style>body{display:none}</style><p>ok</p>'],
    ['link', '<link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>'],
    ['base', '<base href="https://evil.example/"><p>ok</p>'],
    ['meta', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>'],
  ])('removes %s elements', (tag, dirty) => {
    const host = render(dirty);
    expect(host.querySelector(tag)).toBeNull();
    expect(host.querySelector('input')).toBeNull();
    expect(host.querySelector('p')?.textContent).toBe('ok');
  });

  test.each([
    '<svg onload="alert(1)"><circle r="4"/></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math href="javascript:alert(1)">x</math>',
  ])('removes the SVG or MathML payload %s', (dirty) => {
    const host = render(dirty);
    expect(host.querySelector('svg, math, script, animate, style')).toBeNull();
    expect(allAttributes(host).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(host.innerHTML).not.toMatch(/javascript:/i);
  });

  test('removes inline styles that could overlay the page', () => {
    const host = render('<p style="position:fixed;inset:0">Thanks</p>');
    expect(host.querySelector('p')).not.toHaveAttribute('style');
    expect(host.textContent).toBe('Thanks');
  });

  test('a whole hostile document leaves only its safe text', () => {
    const host = render(
      '<!doctype html><html><head><title>x</title><script>steal()</script></head>' +
        '<body onload="steal()"><h1>Thank you, Nora</h1><img src=x onerror=steal()></body></html>',
    );
    expect(host.querySelector('h1')?.textContent).toBe('Thank you, Nora');
    expect(host.querySelector('script, title, body')).toBeNull();
    expect(host.innerHTML).not.toMatch(/steal/);
  });
});
