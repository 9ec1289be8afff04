import type { ReactNode } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { Result } from '../Result';

export interface ErrorBlockProps {
  /** The headline. Default the catalogue's `kit.somethingWrong`. */
  title?: string;
  /** What happened (such as the server's message), shown as plain text. Default none. */
  description?: string;
  /** Called by the retry button; without it there is no retry button. Default none. */
  onRetry?: () => void;
  /** Label of the retry button. Default the catalogue's `common.retry`. */
  retryText?: string;
  /** The retry is in flight: the button shows a spinner and ignores presses. Default `false`. */
  retrying?: boolean;
  /** More ways on, after the retry button. Default none. */
  actions?: ReactNode;
  /** Heading level of the title. Default `2` (a block inside a page). */
  level?: 1 | 2 | 3;
}

/** A failed load with a retry: the `error` tone of Result. */
export function ErrorBlock({
  title,
  description,
  onRetry,
  retryText,
  retrying = false,
  actions,
  level = 2,
}: ErrorBlockProps) {
  const t = useText();
  const retry = onRetry ? (
    <Button block loading={retrying} onClick={onRetry}>
      {retryText ?? t('common.retry')}
    </Button>
  ) : null;
  return (
    <Result
      tone="error"
      title={title ?? t('kit.somethingWrong')}
      description={description}
      level={level}
      actions={
        retry || actions ? (
          <>
            {retry}
            {actions}
          </>
        ) : undefined
      }
    />
  );
}
