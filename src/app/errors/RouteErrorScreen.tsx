import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

import { isChunkLoadError } from '#core/errorLog.ts';
import { recordError } from '#data/logger.ts';

import { ErrorScreen } from './ErrorScreen.tsx';
import { describeCrash } from './reportCrash.ts';

/**
 * The router's error element: a crash inside one page keeps the top bar usable. Retry
 * re-renders the page (a new navigation to the same address resets the route's error), and
 * reloads the document when a lazy chunk failed to load (usually a deploy since the tab opened).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const entry = useMemo(() => describeCrash(error, 'route'), [error]);
  useEffect(() => recordError(entry), [entry]);
  const retry = () => {
    if (isChunkLoadError(entry.message)) window.location.reload();
    else void navigate(location, { replace: true });
  };
  return <ErrorScreen error={entry} onRetry={retry} />;
}
