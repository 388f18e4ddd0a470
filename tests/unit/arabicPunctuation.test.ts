import { expect, test } from 'vitest';
import { messagesOf } from '../../scripts/lib/i18n';

// Arabic copy is punctuated in Arabic: a comma, semicolon or question mark that touches an
// Arabic letter is the Arabic one (، ؛ ؟), never the Latin one. Latin text inside Arabic
// copy (an address, a brand) keeps its own.
test('Arabic messages use Arabic commas, semicolons and question marks', () => {
  const latinAgainstArabic = /[\u0600-\u06ff][,;?]|[,;?] ?[\u0600-\u06ff]/;
  const wrong = Object.entries(messagesOf('ar')).filter(([, text]) =>
    latinAgainstArabic.test(text),
  );
  expect(wrong).toEqual([]);
  expect(messagesOf('ar').nav_welcome_name).toBe('مرحبًا، {name}');
});
