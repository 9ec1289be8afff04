import { Button } from '../../components/Button';
import { EmptyBlock } from '../../components/EmptyBlock';
import { useText } from '../../config';

export interface NoChannelsProps {
  /** Reads the channel list again (it may come back): a Try again button. Default none. */
  onRetry?: () => void;
  /** Opens customer service, who can take the repayment another way: the block's main button. Default none. */
  onContact?: () => void;
  /** Heading level of the block. Default `3` (inside the screen's channel section). */
  level?: 1 | 2 | 3;
  /** The block's title. Default the catalogue's `repayment.noChannel`. */
  title?: string;
  /** The block's line under the title. Default the catalogue's `repayment.noChannelHint`. */
  description?: string;
}

/**
 * No payment channel to choose (issue 24): what happened, and the ways on in place of a disabled pay
 * button: contact customer service (the main action) and Try again (the list may come back).
 */
export function NoChannels({ onRetry, onContact, level = 3, title, description }: NoChannelsProps) {
  const t = useText();
  return (
    <EmptyBlock
      level={level}
      title={title ?? t('repayment.noChannel')}
      description={description ?? t('repayment.noChannelHint')}
      actions={
        onRetry || onContact ? (
          <>
            {onContact ? (
              <Button block onClick={onContact}>
                {t('kit.contactService')}
              </Button>
            ) : null}
            {onRetry ? (
              <Button block variant="secondary" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
