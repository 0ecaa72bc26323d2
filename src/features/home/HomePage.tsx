import { lazy, Suspense } from 'react';
import { Navigate, useMatch, useSearchParams } from 'react-router';

import { useAuthStatus, useSessionCheckTimedOut } from '#features/auth/index.ts';
import { LandingPage } from '#features/content/index.ts';
import { withAppCatalog } from '#i18n/i18n.ts';

import { ConnectionProblem, SessionLoading } from './SessionLoading.tsx';
import { SignInRequired } from './SignInRequired.tsx';

// Visitors only need the landing: the signed-in stages and the payment screen load on demand,
// with the words of the signed-in areas.
const HomeStages = lazy(() =>
  withAppCatalog(() => import('./HomeStages.tsx')).then((module) => ({ default: module.HomeStages })),
);
const PaymentSuccessStage = lazy(() =>
  withAppCatalog(() => import('#features/billing/billing.routes.tsx')).then((module) => ({
    default: module.PaymentSuccessPage,
  })),
);

function SignedInHome() {
  return (
    <Suspense fallback={<SessionLoading />}>
      <HomeStages />
    </Suspense>
  );
}

const paymentParams = ['session_id', 'payment_success'] as const;

/**
 * The home route ("/", and "/chat/<coach>" for the chat): the landing for visitors (a chat
 * address asks them to sign in), the staged home for signed-in users, and the
 * payment-success screen over everything when the payment page sends the user back here.
 */
export function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = useAuthStatus();
  const checkTimedOut = useSessionCheckTimedOut();
  const chatAddress = useMatch('/chat/:characterId') !== null;
  // An emailed link whose redirect fell back to the Site URL (the bare origin) still reaches
  // the page that verifies it on the person's click.
  if (searchParams.has('token_hash')) return <Navigate to={`/auth/callback?${searchParams}`} replace />;
  if (paymentParams.some((name) => searchParams.has(name))) {
    return (
      <Suspense fallback={<SessionLoading />}>
        <PaymentSuccessStage
          onContinue={() =>
            setSearchParams(
              (params) => {
                for (const name of paymentParams) params.delete(name);
                return params;
              },
              { replace: true },
            )
          }
        />
      </Suspense>
    );
  }
  if (status === 'checking') return <SessionLoading />;
  if (status === 'signedOut' && checkTimedOut) return <ConnectionProblem />;
  if (status === 'signedOut') return chatAddress ? <SignInRequired /> : <LandingPage />;
  return <SignedInHome />;
}

/** The signed-in area ("/dashboard"): the same stages, behind a sign-in gate. */
export function DashboardPage() {
  const status = useAuthStatus();
  const checkTimedOut = useSessionCheckTimedOut();
  if (status === 'checking') return <SessionLoading />;
  if (status === 'signedOut' && checkTimedOut) return <ConnectionProblem />;
  if (status === 'signedOut') return <SignInRequired />;
  return <SignedInHome />;
}
