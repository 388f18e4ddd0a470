import type { ContactValues } from '../schemas/contact.schema';
import { readPendingRegistration, readSignedInUser } from './storage/flowStorage';
import { readSignupDraft } from './storage/signupDraft';
import type { AppServices } from './services';

export type ContactPrefill = Partial<Pick<ContactValues, 'fullname' | 'email'>>;

const joined = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * The owner's own name and email as this tab already holds them, for the contact form reached
 * through "Get help": a sign-up under way (sent, or its draft before Send), else the account
 * logged in. Nothing leaves the tab by this; the owner sees the values and sends them or not.
 */
export function ownerContact({ sessionStore, localStore }: AppServices): ContactPrefill {
  const owner = readPendingRegistration(sessionStore) ?? readSignupDraft(sessionStore);
  if (owner?.first_name || owner?.last_name || owner?.email)
    return {
      fullname: joined(owner.first_name, owner.last_name),
      email: owner.email?.trim() || undefined,
    };
  const user = readSignedInUser(localStore);
  return { fullname: joined(user?.firstName, user?.lastName), email: user?.email || undefined };
}
