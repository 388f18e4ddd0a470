// One rule for a business website, shared by the sign-up form and the API so an address the
// form accepts is never refused after the phone has been verified: optional http(s)://, a
// dotted domain ending in 2+ letters, an optional port, path, query or fragment.
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;
