import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { EmailLinkType } from '#data/auth/index.ts';

import {
  completeAuthLink,
  readAuthLinkParams,
  type AuthLinkOutcome,
  type AuthLinkParams,
} from './authLink.ts';
import { useAuthLinkCalls } from './authLinkCalls.tsx';

/**
 * An emailed token hash is used only when the person presses the page's button: mail scanners
 * (Outlook Safe Links and others) and previews open links before the person does, and a token
 * verified on their GET would be spent (Supabase's advice for email links).
 */
export function awaitsClick(params: AuthLinkParams): EmailLinkType | null {
  const hasError = params.error !== null || params.errorCode !== null || params.errorDescription !== null;
  if (hasError || params.code !== null || params.tokenHash === null) return null;
  return params.type;
}

export type AuthLinkState =
  | { status: 'awaitingClick'; type: EmailLinkType; confirm: () => void }
  | { status: 'working' }
  | { status: 'done'; outcome: AuthLinkOutcome };

/**
 * Completes the link this page was opened with, once: a code can be exchanged only once, so a
 * re-run effect (Strict Mode, a re-render) waits for the same attempt instead of starting another.
 * A token-hash link first waits for `confirm()` (the person's click).
 */
export function useAuthLink(): AuthLinkState {
  const calls = useAuthLinkCalls();
  const location = useLocation();
  const [outcome, setOutcome] = useState<AuthLinkOutcome | null>(null);
  const [clicked, setClicked] = useState(false);
  const attempt = useRef<Promise<AuthLinkOutcome> | null>(null);
  const params = readAuthLinkParams(
    new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href,
  );
  const clickType = awaitsClick(params);
  const waiting = clickType !== null && !clicked;

  useEffect(() => {
    if (waiting) return;
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
  }, [calls, location, waiting]);

  const confirm = useCallback(() => setClicked(true), []);
  if (waiting) return { status: 'awaitingClick', type: clickType, confirm };
  return outcome === null ? { status: 'working' } : { status: 'done', outcome };
}
