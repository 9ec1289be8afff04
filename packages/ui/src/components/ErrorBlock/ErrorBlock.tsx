import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Result } from '../Result';

export interface ErrorBlockProps {
  /** The headline. Default `'Something went wrong'`. */
  title?: string;
  /** What happened (such as the server's message), shown as plain text. Default none. */
  description?: string;
  /** Called by the retry button; without it there is no retry button. Default none. */
  onRetry?: () => void;
  /** Label of the retry button. Default `'Try again'`. */
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
  title = 'Something went wrong',
  description,
  onRetry,
  retryText = 'Try again',
  retrying = false,
  actions,
  level = 2,
}: ErrorBlockProps) {
  const retry = onRetry ? (
    <Button block loading={retrying} onClick={onRetry}>
      {retryText}
    </Button>
  ) : null;
  return (
    <Result
      tone="error"
      title={title}
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
