const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** The answer to a contact form post: a small document the site shows (sanitized) as is. */
export function thankYouPage(fullname: string): string {
  const firstName = escapeHtml(fullname.trim().split(/\s+/)[0]);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Message received</title></head>
<body>
<h1>Thank you, ${firstName}!</h1>
<p>We have received your message and will reply to your email as soon as we can.</p>
</body>
</html>
`;
}
