import { SMS_COUNTDOWN_S } from '@loan/core';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useText } from '../../config';
import { useControllableState } from '../../hooks/useControllableState';
import { button } from '../Button/Button.css';
import * as styles from './CountdownButton.css';

export interface CountdownButtonHandle {
  /** Starts (or restarts) the countdown from `seconds`. */
  start: () => void;
  /** Stops the countdown and shows the first label again (spec 4: Cancel resets to 60 and 'get code'). */
  reset: () => void;
}

export interface CountdownButtonProps {
  /** Length of the countdown in seconds. Default SMS_COUNTDOWN_S (60). */
  seconds?: number;
  /**
   * Called on a press while idle. The countdown starts when it returns, or when its promise resolves;
   * returning `false` or rejecting leaves the button idle (the code was not sent). Default none.
   */
  onPress?: () => unknown;
  /** Called on a press while counting down (the landing page toasts '请勿重复发送验证码!'). Default none. */
  onLockedPress?: () => void;
  /** Seconds left when controlled; `0` is idle. Default none (uncontrolled). */
  remaining?: number;
  /** Called every second with the seconds left, and with 0 at the end. Default none. */
  onRemainingChange?: (remaining: number) => void;
  /** Label before the first send. Default the catalogue's `repay.getCode`. */
  label?: string;
  /** Label after a countdown ended. Default the catalogue's `kit.resend`. */
  resendLabel?: string;
  /** Label while counting down. Default the catalogue's `kit.resendIn` ('Resend in 42s'). */
  formatRemaining?: (seconds: number) => string;
  /** Start and reset from outside. Default none. */
  ref?: Ref<CountdownButtonHandle>;
}

/**
 * 'get code', then a locked countdown ('Resend in 60s', 'Resend in 59s', ...), then 'resend'. Presses while counting call
 * `onLockedPress` instead of `onPress`. The time left is computed from the clock, so a webview that was
 * in the background catches up instead of pausing the countdown.
 */
export function CountdownButton({
  seconds = SMS_COUNTDOWN_S,
  onPress,
  onLockedPress,
  remaining,
  onRemainingChange,
  label,
  resendLabel,
  formatRemaining,
  ref,
}: CountdownButtonProps) {
  const t = useText();
  const [left, setLeft] = useControllableState({
    value: remaining,
    defaultValue: 0,
    onChange: onRemainingChange,
  });
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const endsAt = useRef<number | null>(null);

  const start = useCallback(() => {
    endsAt.current = Date.now() + seconds * 1000;
    setSent(true);
    setLeft(seconds);
  }, [seconds, setLeft]);

  const reset = useCallback(() => {
    endsAt.current = null;
    setSent(false);
    setPending(false);
    setLeft(0);
  }, [setLeft]);

  useImperativeHandle(ref, () => ({ start, reset }), [start, reset]);

  const counting = left > 0;
  useEffect(() => {
    if (!counting || endsAt.current === null) return;
    const id = setInterval(() => {
      if (endsAt.current === null) return;
      const next = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      if (next === 0) endsAt.current = null;
      setLeft(next);
    }, 1000);
    return () => clearInterval(id);
  }, [counting, setLeft]);

  const handleClick = async () => {
    if (counting) {
      onLockedPress?.();
      return;
    }
    if (pending) return;
    let result: unknown;
    try {
      result = onPress?.();
      if (result instanceof Promise) {
        setPending(true);
        result = await result;
      }
    } catch {
      result = false;
    } finally {
      setPending(false);
    }
    if (result !== false) start();
  };

  const remainingText = formatRemaining ?? ((s: number) => t('kit.resendIn', { seconds: s }));
  const text = counting
    ? remainingText(left)
    : sent
      ? (resendLabel ?? t('kit.resend'))
      : (label ?? t('repay.getCode'));
  const locked = counting || pending;
  return (
    <button
      type="button"
      // Text weight, not a second button in the field: the running countdown is quiet grey text, the
      // press-able Get code / Resend the brand's text colour (issue 24 review).
      className={`${button({ variant: 'tertiary' })} ${styles.root}${locked ? ` ${styles.locked}` : ''}`}
      aria-disabled={locked || undefined}
      aria-busy={pending || undefined}
      onClick={handleClick}
    >
      {text}
    </button>
  );
}
