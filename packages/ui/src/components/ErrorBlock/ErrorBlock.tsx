import type { ReactNode } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { Result } from '../Result';

/**
 * The ways on a failure offers, by what can fix it (issue 24): log in again for an expired session,
 * try again for what may pass (a connection problem, a timeout, a server in trouble, an unreadable
 * answer), contact customer service for what a retry cannot change (an order not found, a refusal).
 * The first one given is the primary button, the others secondary.
 */
export interface FailureWays {
  /** Called by the retry button; without it there is no retry button. Default none. */
  onRetry?: () => void;
  /** Called by "Contact customer service"; without it there is no such button. Default none. */
  onContact?: () => void;
  /** Called by "Log in again" (the native login); without it there is no such button. Default none. */
  onLogIn?: () => void;
}

export interface ErrorBlockProps extends FailureWays {
  /** The headline. Default the catalogue's `kit.somethingWrong`. */
  title?: string;
  /** What happened (such as the server's message), shown as plain text. Default none. */
  description?: string;
  /** Label of the retry button. Default the catalogue's `common.retry`. */
  retryText?: string;
  /** The retry is in flight: the button shows a spinner and ignores presses. Default `false`. */
  retrying?: boolean;
  /** More ways on, after the buttons of `onLogIn`, `onRetry` and `onContact`. Default none. */
  actions?: ReactNode;
  /** Heading level of the title. Default `2` (a block inside a page). */
  level?: 1 | 2 | 3;
}

/** A failed load with the way on that can fix it: the `error` tone of Result. */
export function ErrorBlock({
  title,
  description,
  onRetry,
  onContact,
  onLogIn,
  retryText,
  retrying = false,
  actions,
  level = 2,
}: ErrorBlockProps) {
  const t = useText();
  // One primary action: the first way given, in the order that can fix the most.
  const primary = onLogIn ? 'logIn' : onRetry ? 'retry' : onContact ? 'contact' : null;
  const variant = (way: typeof primary) => (way === primary ? 'primary' : 'secondary');
  const buttons = (
    <>
      {onLogIn ? (
        <Button block onClick={onLogIn}>
          {t('kit.logInAgain')}
        </Button>
      ) : null}
      {onRetry ? (
        <Button block variant={variant('retry')} loading={retrying} onClick={onRetry}>
          {retryText ?? t('common.retry')}
        </Button>
      ) : null}
      {onContact ? (
        <Button block variant={variant('contact')} onClick={onContact}>
          {t('kit.contactService')}
        </Button>
      ) : null}
    </>
  );
  return (
    <Result
      tone="error"
      title={title ?? t('kit.somethingWrong')}
      description={description}
      level={level}
      actions={
        primary || actions ? (
          <>
            {buttons}
            {actions}
          </>
        ) : undefined
      }
    />
  );
}
