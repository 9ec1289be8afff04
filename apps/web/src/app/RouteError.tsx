import { isApiError, isSessionExpired, report } from '@loan/core';
import { Button, Result, useText } from '@loan/ui';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import { historyIndex, leavePage } from './back';
import { brand } from './brand';
import { bridge } from './bridge';
import { isChunkLoadError } from './chunkError';
import { useContactService } from './contact';
import { describeError, IncompleteLinkError } from './errors';

/** The error element of every route: says what happened and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const contact = useContactService();
  const t = useText();
  useEffect(() => {
    // The page's own defect (a loader that threw by itself): the lender hears of it. An answer of the
    // lender's, an HTTP status and a lost chunk are known or reported where they happen.
    if (isApiError(error) || isRouteErrorResponse(error) || isChunkLoadError(error)) return;
    const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
    report('route_error', { name, message });
  }, [error]);
  // The session expired: only the native login helps (the app has sent the borrower there once already).
  if (isSessionExpired(brand, error)) {
    return (
      <main>
        <Result
          tone="error"
          title={t('app.sessionEndedTitle')}
          description={t('app.sessionEnded')}
          actions={
            <Button block onClick={() => bridge.logoutToLogin()}>
              {t('app.logInAgain')}
            </Button>
          }
        />
      </main>
    );
  }
  const copy = isRouteErrorResponse(error)
    ? {
        title: t('kit.somethingWrong'),
        description: t('app.serverAnswered', { status: error.status }),
        // A 4xx is the same on a new try; a 5xx may pass.
        retryable: error.status >= 500,
      }
    : describeError(error);
  // A lazy chunk that failed to load (lost network, or gone after a deploy): only a reload brings it back.
  const retry = () => (isChunkLoadError(error) ? window.location.reload() : revalidator.revalidate());
  // What a retry cannot change (a refusal, an unsafe link) a person may: customer service, for a borrower
  // with a session (it is the borrower's own page; the promotion pages have none) and not on its own page.
  const offersContact =
    !copy.retryable &&
    !(error instanceof IncompleteLinkError) &&
    new URLSearchParams(search).has('sessionId') &&
    pathname !== brand.routes.customerService;
  // The previous page of ours, or on the page the webview opened on, close the webview.
  const goBack = () =>
    leavePage(
      historyIndex(window.history.state),
      () => navigate(-1),
      () => bridge.closeWebview(),
    );
  return (
    <main>
      <Result
        tone="error"
        title={copy.title}
        description={copy.description}
        actions={
          <>
            {copy.retryable ? (
              <Button block loading={revalidator.state === 'loading'} onClick={retry}>
                {t('common.retry')}
              </Button>
            ) : null}
            {offersContact ? (
              <Button block onClick={contact}>
                {t('kit.contactService')}
              </Button>
            ) : null}
            <Button
              block
              variant={copy.retryable || offersContact ? 'secondary' : 'primary'}
              onClick={goBack}
            >
              {t('app.goBack')}
            </Button>
          </>
        }
      />
    </main>
  );
}
