// The only parts of firebase the site uses, imported by name. Loaded with one `import()` of
// this module: a dynamic import of 'firebase/auth' itself keeps every export of the package
// (sign-in popups, redirects, stored sessions, multi-factor): see
// docs/decisions/006-firebase-by-name.md.
export { initializeApp, getApps } from 'firebase/app';
export {
  initializeAuth,
  inMemoryPersistence,
  connectAuthEmulator,
  RecaptchaVerifier,
  signInWithPhoneNumber,
} from 'firebase/auth';
