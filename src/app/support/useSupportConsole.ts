import { useCallback, useEffect, useState } from 'react';
import { supportCopy } from '../../content/support';
import { ApiError } from '../../services/api';
import type { StoredTrace, SupportToken, TraceSummary } from '../../services/supportApi';
import type { SupportConsole } from './console';
import { normaliseReference } from './reference';
import type { ReplayResult } from './replay';
import { clearSupportSession, readSupportSession, saveSupportSession } from './supportSession';

export interface OpenedTrace {
  stored: StoredTrace;
  replay: ReplayResult;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

// The console's state: who is signed in, the recent traces, the trace on screen.
export function useSupportConsole(support: SupportConsole) {
  const { api, store } = support;
  const [session, setSession] = useState<SupportToken | undefined>(() =>
    readSupportSession(store, Date.now()),
  );
  const [notice, setNotice] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);
  const [signInError, setSignInError] = useState<string>();
  const [traces, setTraces] = useState<TraceSummary[]>();
  const [listError, setListError] = useState<string>();
  const [searchError, setSearchError] = useState<string>();
  const [opening, setOpening] = useState(false);
  const [opened, setOpened] = useState<OpenedTrace>();

  const signOut = useCallback(
    (why?: string) => {
      clearSupportSession(store);
      setSession(undefined);
      setTraces(undefined);
      setListError(undefined);
      setOpened(undefined);
      setNotice(why);
    },
    [store],
  );

  // A refused token (expired, or an owner's) ends the console's session: sign in again.
  const ended = useCallback(
    (error: unknown) => {
      const status = statusOf(error);
      if (status !== 401 && status !== 403) return false;
      signOut(messageOf(error, supportCopy.signIn.sessionEnded));
      return true;
    },
    [signOut],
  );

  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    let current = true;
    api.listTraces(token, 50).then(
      (list) => current && setTraces(list),
      (error: unknown) => {
        if (current && !ended(error)) setListError(messageOf(error, supportCopy.list.failed));
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, ended]);

  const signIn = async (email: string, password: string) => {
    setSigningIn(true);
    setSignInError(undefined);
    try {
      const granted = await api.login(email, password);
      saveSupportSession(store, granted);
      setNotice(undefined);
      setSession(granted);
    } catch (error) {
      setSignInError(messageOf(error, supportCopy.signIn.failed));
    } finally {
      setSigningIn(false);
    }
  };

  const open = async (input: string) => {
    const reference = normaliseReference(input);
    if (!reference) {
      setSearchError(supportCopy.search.badFormat);
      return;
    }
    if (!token) return;
    setSearchError(undefined);
    setOpening(true);
    try {
      const stored = await api.getTrace(token, reference);
      setOpened({ stored, replay: await support.replay(stored.trace) });
    } catch (error) {
      if (ended(error)) return;
      setSearchError(
        statusOf(error) === 404
          ? messageOf(error, supportCopy.search.notFound)
          : messageOf(error, supportCopy.search.failed),
      );
    } finally {
      setOpening(false);
    }
  };

  return {
    signedIn: !!session,
    notice,
    signingIn,
    signInError,
    signIn,
    signOut: () => signOut(),
    traces,
    listError,
    searchError,
    opening,
    open,
    opened,
    close: () => setOpened(undefined),
  };
}
