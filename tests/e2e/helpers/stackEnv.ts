// The addresses global setup hands to the tests. Playwright passes the environment of the
// setup process on to its workers, so plain variables are enough.
export const PROJECT_ID = 'demo-tamreen';

const KEYS = { site: 'E2E_SITE_URL', api: 'E2E_API_URL', emulator: 'E2E_EMULATOR_URL' } as const;

export interface StackUrls {
  site: string;
  api: string;
  emulator: string;
}

export const stackEnv = {
  write(urls: StackUrls): Record<string, string> {
    return { [KEYS.site]: urls.site, [KEYS.api]: urls.api, [KEYS.emulator]: urls.emulator };
  },
  read(): StackUrls {
    const read = (key: string) => {
      const value = process.env[key];
      if (!value) throw new Error(`${key} is not set: run the browser tests with playwright test`);
      return value;
    };
    return { site: read(KEYS.site), api: read(KEYS.api), emulator: read(KEYS.emulator) };
  },
};
