import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { completeAuthLink, readAuthLinkParams, type AuthLinkOutcome } from './authLink.ts';
import { useAuthLinkCalls } from './authLinkCalls.tsx';

/**
 * Completes the link this page was opened with, once: a code can be exchanged only once, so a
 * re-run effect (Strict Mode, a re-render) waits for the same attempt instead of starting another.
 * Null while it runs.
 */
export function useAuthLinkOutcome(): AuthLinkOutcome | null {
  const calls = useAuthLinkCalls();
  const location = useLocation();
  const [outcome, setOutcome] = useState<AuthLinkOutcome | null>(null);
  const attempt = useRef<Promise<AuthLinkOutcome> | null>(null);

  useEffect(() => {
    let active = true;
    const href = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin)
      .href;
    attempt.current ??= completeAuthLink(readAuthLinkParams(href), calls);
    void attempt.current.then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [calls, location]);

  return outcome;
}
