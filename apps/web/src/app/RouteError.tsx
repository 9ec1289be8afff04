import { Button, Result, useText } from '@loan/ui';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { describeError } from './errors';

/** A lazy chunk that failed to load (slow or lost network): only a reload brings it back. */
function isChunkError(error: unknown) {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

/** The error element of every route: says what happened and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const t = useText();
  const copy = isRouteErrorResponse(error)
    ? {
        title: t('kit.somethingWrong'),
        description: t('app.serverAnswered', { status: error.status }),
        retryable: true,
      }
    : describeError(error);
  const retry = () => (isChunkError(error) ? window.location.reload() : revalidator.revalidate());
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
            <Button block variant={copy.retryable ? 'secondary' : 'primary'} onClick={() => navigate(-1)}>
              {t('app.goBack')}
            </Button>
          </>
        }
      />
    </main>
  );
}
