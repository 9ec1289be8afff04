import { ErrorBlock, useText } from '@loan/ui';
import { stuckTemplateId } from './stuckBlock';

/**
 * The kit's failure block, inert in a template of the prerendered frame: the entry shows it without
 * React when the app cannot come (stuckBlock.ts), styled by the page's own style sheet.
 */
export function StuckTemplate() {
  const t = useText();
  return (
    <template id={stuckTemplateId}>
      <ErrorBlock title={t('app.connectionTitle')} description={t('app.chunkFailed')} onRetry={() => {}} />
    </template>
  );
}
