// The support account the browser run creates with `npm run support:add` before the API starts.
export const SUPPORT_ACCOUNT = {
  email: 'support.e2e@tamreen.example',
  password: 'Replay-the-steps-2026',
} as const;
