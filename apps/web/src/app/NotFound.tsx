import { Button, Result, useText } from '@loan/ui';
import { useNavigate } from 'react-router-dom';
import { historyIndex, leavePage } from './back';
import { bridge } from './bridge';

/** Any path outside the brand's route table; "Go back" closes the webview where it opened on this page. */
export function NotFound() {
  const navigate = useNavigate();
  const t = useText();
  const goBack = () =>
    leavePage(
      historyIndex(window.history.state),
      () => navigate(-1),
      () => bridge.closeWebview(),
    );
  return (
    <main>
      <Result
        title={t('app.notFoundTitle')}
        description={t('app.notFoundDescription')}
        actions={
          <Button block onClick={goBack}>
            {t('app.goBack')}
          </Button>
        }
      />
    </main>
  );
}
