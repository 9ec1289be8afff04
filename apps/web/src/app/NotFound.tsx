import { Button, Result, useText } from '@loan/ui';
import { useNavigate } from 'react-router-dom';

/** Any path outside the brand's route table. */
export function NotFound() {
  const navigate = useNavigate();
  const t = useText();
  return (
    <main>
      <Result
        title={t('app.notFoundTitle')}
        description={t('app.notFoundDescription')}
        actions={
          <Button block onClick={() => navigate(-1)}>
            {t('app.goBack')}
          </Button>
        }
      />
    </main>
  );
}
