import { parseStoredUser } from '../../schemas/storedUser';
import type { StoredUser } from '../../schemas/user.schema';
import type { KeyValueStore } from '../../services/storage';
import { LOCAL_KEYS } from './storageKeys';

// localStorage: the signed-in user. One that does not parse is removed on read.
export function readSignedInUser(store: KeyValueStore): StoredUser | undefined {
  const user = parseStoredUser(store.get(LOCAL_KEYS.signedInUser));
  if (!user) store.remove(LOCAL_KEYS.signedInUser);
  return user;
}

export function saveSignedInUser(store: KeyValueStore, user: StoredUser): void {
  store.set(LOCAL_KEYS.signedInUser, JSON.stringify(user));
}

// Logging out forgets everything the site kept in localStorage, not only the user, but
// keeps the language chosen with the switch: it belongs to the device's reader, not to the
// account, and the page after logout must not fall back to English.
export function forgetSignedInUser(store: KeyValueStore): void {
  const locale = store.get(LOCAL_KEYS.locale);
  store.clear();
  if (locale !== null) store.set(LOCAL_KEYS.locale, locale);
}
