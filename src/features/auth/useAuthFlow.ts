/**
 * What the auth screens read from the auth actor, and how they send to it. Screens never read
 * the snapshot directly: they get the screen to show, whether a call is running, the error and
 * the pending address.
 */
import { useCallback, useEffect, useState } from 'react';

import type { AuthEvent, AuthField, AuthFieldErrors, AuthSnapshot, ResendState } from './auth.machine.ts';
import type { AuthFailure } from './authErrors.ts';
import { useAuthFailureMessage, type AuthOperation } from './authMessages.ts';
import { useAuthActor, useAuthPreload, useAuthSelector, useStartsSignedOut } from './session.tsx';

/** Which auth screen the actor's state calls for. */
export type AuthScreen = 'checking' | 'form' | 'magicLinkSent' | 'awaitingConfirmation' | 'signedIn';

export function screenOf(snapshot: AuthSnapshot): AuthScreen {
  if (snapshot.hasTag('authenticated')) return 'signedIn';
  if (snapshot.matches('checkingSession') || snapshot.matches('signingOut')) return 'checking';
  if (snapshot.matches('magicLinkSent')) return 'magicLinkSent';
  if (snapshot.matches('awaitingConfirmation')) return 'awaitingConfirmation';
  return 'form';
}

const noFieldErrors: AuthFieldErrors = {};
const noResend: ResendState = { count: 0, lastAt: null };

/**
 * Sends an event once the actor can take it. Before the actor has loaded, or while it checks
 * the stored session, a form event would be dropped (only the signed-out state takes them), so
 * it waits; any send also starts the actor's loading.
 */
export function useAuthSend(): { send: (event: AuthEvent) => void; queued: boolean } {
  const actor = useAuthActor();
  const ready = useAuthSelector((snapshot) => !snapshot.matches('checkingSession'), false);
  const [queue, setQueue] = useState<AuthEvent | null>(null);

  useEffect(() => {
    if (!ready || queue === null) return;
    actor.send(queue);
    // The event is delivered; the screen follows the actor from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueue(null);
  }, [actor, ready, queue]);

  const send = useCallback(
    (event: AuthEvent) => {
      if (ready) {
        actor.send(event);
        return;
      }
      setQueue(event);
      // Harmless in every state; it makes the runtime load and start the actor.
      actor.send({ type: 'auth.clearError' });
    },
    [actor, ready],
  );
  return { send, queued: queue !== null };
}

export type AuthFlow = {
  screen: AuthScreen;
  /** A call is running (or waiting for the actor): buttons show it and do not send twice. */
  busy: boolean;
  error: AuthFailure | null;
  fieldErrors: AuthFieldErrors;
  pendingEmail: string | null;
  resend: ResendState;
  /** The confirmation screen is sending a resend (not verifying a code). */
  resending: boolean;
  send: (event: AuthEvent) => void;
};

export function useAuthFlow(): AuthFlow {
  useAuthPreload();
  const { send, queued } = useAuthSend();
  const startsSignedOut = useStartsSignedOut();
  // Events sent during that first check wait for its end (useAuthSend), so the form can stay.
  const screen = useAuthSelector(
    (snapshot) => (startsSignedOut && snapshot.matches('checkingSession') ? 'form' : screenOf(snapshot)),
    'form',
  );
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'), false);
  const error = useAuthSelector((snapshot) => snapshot.context.error, null);
  const fieldErrors = useAuthSelector((snapshot) => snapshot.context.fieldErrors, noFieldErrors);
  const pendingEmail = useAuthSelector((snapshot) => snapshot.context.pendingEmail, null);
  const resend = useAuthSelector((snapshot) => snapshot.context.resend, noResend);
  const resending = useAuthSelector(
    (snapshot) => snapshot.matches({ awaitingConfirmation: 'resending' }),
    false,
  );
  return { screen, busy: busy || queued, error, fieldErrors, pendingEmail, resend, resending, send };
}

export type AuthForm = AuthFlow & {
  /** What the person last asked for: it picks the fallback text of an error. */
  operation: AuthOperation;
  /** Sends `event` as the start of `operation`. */
  act: (operation: AuthOperation, event: AuthEvent) => void;
  /** The red box's text, or null. */
  errorText: string | null;
  /** A field's own problem, unless the red box already says exactly that. */
  fieldText: (field: AuthField) => string | undefined;
  /** Whether a field is marked invalid (with or without its own text). */
  invalid: (field: AuthField) => boolean;
  /** Clears the red box once the person edits a field (spec). */
  edited: () => void;
};

/** The auth flow with the error texts, for one panel (modal, page) and the screens inside it. */
export function useAuthForm(): AuthForm {
  const flow = useAuthFlow();
  const message = useAuthFailureMessage();
  const [operation, setOperation] = useState<AuthOperation>('login');
  const { send, error, fieldErrors } = flow;

  const act = useCallback(
    (next: AuthOperation, event: AuthEvent) => {
      setOperation(next);
      send(event);
    },
    [send],
  );
  const fieldText = useCallback(
    (field: AuthField) => {
      const code = fieldErrors[field];
      if (code === undefined || code === error?.code) return undefined;
      return message({ code }, operation);
    },
    [error, fieldErrors, message, operation],
  );
  const invalid = useCallback((field: AuthField) => fieldErrors[field] !== undefined, [fieldErrors]);
  const edited = useCallback(() => {
    if (error !== null || Object.keys(fieldErrors).length > 0) send({ type: 'auth.clearError' });
  }, [error, fieldErrors, send]);

  return {
    ...flow,
    operation,
    act,
    errorText: error === null ? null : message(error, operation),
    fieldText,
    invalid,
    edited,
  };
}
