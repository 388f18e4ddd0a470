import * as v from 'valibot';

// The one place that reads the build environment. Everything else imports `config`.
const ConfigSchema = v.object({
  apiBaseUrl: v.pipe(v.string(), v.minLength(1)),
  apiTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(1000)),
  contactFormUrl: v.pipe(v.string(), v.minLength(1)),
  firebase: v.object({
    apiKey: v.string(),
    authDomain: v.string(),
    projectId: v.pipe(v.string(), v.minLength(1)),
    appId: v.optional(v.string()),
  }),
  // When set, phone auth talks to the local Firebase Auth emulator instead of Google.
  authEmulatorUrl: v.optional(v.pipe(v.string(), v.url())),
  showDevHints: v.boolean(),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

const env = import.meta.env;
const isProd = env.PROD && env.VITE_USE_AUTH_EMULATOR !== 'true';
const apiBaseUrl = env.VITE_API_URL || 'http://localhost:8787';

export const config: Config = v.parse(ConfigSchema, {
  apiBaseUrl,
  apiTimeoutMs: Number(env.VITE_API_TIMEOUT_MS || 15000),
  contactFormUrl: env.VITE_CONTACT_FORM_URL || `${apiBaseUrl}/contact`,
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-tamreen.firebaseapp.com',
    projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-tamreen',
    appId: env.VITE_FIREBASE_APP_ID || undefined,
  },
  authEmulatorUrl: isProd ? undefined : env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099',
  showDevHints: env.DEV,
});
