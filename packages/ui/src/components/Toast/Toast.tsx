import { useSyncExternalStore } from 'react';
import { useText } from '../../config';
import { type ToastKind, toastStore } from './store';
import * as styles from './Toast.css';

export interface ToastViewportProps {
  /** Extra class on both live regions, for positioning overrides. Default none. */
  className?: string;
}

const iconPaths: Record<Exclude<ToastKind, 'info'>, string> = {
  success: 'M6 16.5 13 23l13-14',
  fail: 'M9 9l14 14M23 9 9 23',
  loading: 'M16 4a12 12 0 1 0 12 12',
};

function ToastIcon({ kind }: { kind: ToastKind }) {
  if (kind === 'info') return null;
  return (
    <svg
      className={kind === 'loading' ? `${styles.icon} ${styles.spinner}` : styles.icon}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[kind]} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Where `toast.*` messages appear; mount it once near the root of the app. Two live regions stay in the
 * document so screen readers announce each toast: `status` (polite) for info, success and loading, `alert`
 * (assertive) for failures.
 */
export function ToastViewport({ className }: ToastViewportProps) {
  const current = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const t = useText();
  const regionClass = className ? `${styles.region} ${className}` : styles.region;
  const body = current ? (
    <div key={current.id} className={styles.toast} data-kind={current.kind}>
      <ToastIcon kind={current.kind} />
      <span>{current.text ?? t('common.loading')}</span>
    </div>
  ) : null;
  return (
    <>
      <div role="status" aria-live="polite" className={regionClass}>
        {current && current.kind !== 'fail' ? body : null}
      </div>
      <div role="alert" aria-live="assertive" className={regionClass}>
        {current?.kind === 'fail' ? body : null}
      </div>
    </>
  );
}
