import { Button, Result } from '@loan/ui';
import { useNavigate } from 'react-router-dom';

/** Any path outside the brand's route table. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <main>
      <Result
        title="Page not found"
        description="This link does not lead to a page of the app. Check the link, or go back."
        actions={
          <Button block onClick={() => navigate(-1)}>
            Go back
          </Button>
        }
      />
    </main>
  );
}
