import type { SupportAccountStore } from './accountStore';
import { checkSupportEmail } from './addAccount';
import { SupportCommandRefusal } from './refusal';

/**
 * Ends an account's access at once (`npm run support:disable`): every token it holds is
 * refused and it cannot sign in. The account and its audit rows stay. Answers the line to print.
 */
export async function disableSupportAccount(
  { accounts }: { accounts: SupportAccountStore },
  email: string,
): Promise<string> {
  const address = checkSupportEmail(email);
  if (!(await accounts.disable(address))) {
    throw new SupportCommandRefusal(`No support account has the email ${address}.`);
  }
  return `disabled ${address}: its sessions have ended and it cannot sign in (support:add enables it again)`;
}
