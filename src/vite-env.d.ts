/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_CONTACT_FORM_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_AUTH_EMULATOR?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  // Share of page loads that report field vitals, 0 to 1 (src/slowPhone/vitals/schedule.ts).
  readonly VITE_VITALS_SAMPLE_RATE?: string;
  // 'off' sends no flow summaries (src/bindings/summaryBeacon.ts).
  readonly VITE_FLOW_SUMMARIES?: string;
}
