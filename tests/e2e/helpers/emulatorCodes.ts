import { expect } from '@playwright/test';

interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

// Reads the SMS codes the Firebase Auth emulator "sent", as a real user reads their phone.
export function emulatorCodes(emulatorUrl: string, projectId: string) {
  const endpoint = `${emulatorUrl}/emulator/v1/projects/${projectId}/verificationCodes`;

  async function all(phone: string): Promise<string[]> {
    const response = await fetch(endpoint);
    if (!response.ok) throw new Error(`emulator codes: HTTP ${response.status}`);
    const body = (await response.json()) as { verificationCodes?: VerificationCode[] };
    return (body.verificationCodes ?? [])
      .filter((entry) => entry.phoneNumber === phone)
      .map((entry) => entry.code);
  }

  return {
    /** Every code sent to this phone so far, oldest first. */
    all,
    /**
     * The newest code for the phone once more than `sentBefore` codes exist (pass the count
     * seen before asking for a resend to get the new code, not the old one).
     */
    async latest(phone: string, sentBefore = 0): Promise<string> {
      let codes: string[] = [];
      await expect
        .poll(async () => (codes = await all(phone)).length, {
          message: `an SMS code for ${phone} from the auth emulator`,
          timeout: 10_000,
        })
        .toBeGreaterThan(sentBefore);
      return codes[codes.length - 1] as string;
    },
    /**
     * The newest code for the phone once it is not `previous`: after a resend that follows
     * a code already used, which the emulator no longer lists.
     */
    async replacing(phone: string, previous: string): Promise<string> {
      let newest: string | undefined;
      await expect
        .poll(async () => (newest = (await all(phone)).at(-1)), {
          message: `a new SMS code for ${phone} from the auth emulator`,
          timeout: 10_000,
        })
        .not.toBe(previous);
      return newest as string;
    },
  };
}

export type EmulatorCodes = ReturnType<typeof emulatorCodes>;
