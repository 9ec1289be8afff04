import { Button, Result } from '@loan/ui';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router-dom';

/** A lazy chunk that failed to load (slow or lost network): only a reload brings it back. */
function isChunkError(error: unknown) {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `The server answered ${error.status}. Please try again.`;
  if (isChunkError(error))
    return 'Part of the page could not be downloaded. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Please try again in a moment.';
}

/** The error element of every route: says what happened and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const retry = () => (isChunkError(error) ? window.location.reload() : revalidator.revalidate());
  return (
    <main>
      <Result
        tone="error"
        title="Something went wrong"
        description={describe(error)}
        actions={
          <>
            <Button block loading={revalidator.state === 'loading'} onClick={retry}>
              Try again
            </Button>
            <Button block variant="secondary" onClick={() => navigate(-1)}>
              Go back
            </Button>
          </>
        }
      />
    </main>
  );
}
