import { Button, Result, useText } from '@loan/ui';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunkError';
import { describeError } from './errors';

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
  // A lazy chunk that failed to load (lost network, or gone after a deploy): only a reload brings it back.
  const retry = () => (isChunkLoadError(error) ? window.location.reload() : revalidator.revalidate());
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
