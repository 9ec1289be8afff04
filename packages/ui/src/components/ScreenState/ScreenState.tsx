import type { ReactNode } from 'react';
import { useText } from '../../config';
import { visuallyHidden } from '../../utils/a11y.css';
import { EmptyBlock, type EmptyBlockProps } from '../EmptyBlock';
import { ErrorBlock, type ErrorBlockProps } from '../ErrorBlock';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { bar } from '../Skeleton/Skeleton.css';
import type { skeletonLayouts } from './ScreenState.css';
import * as styles from './ScreenState.css';

export { skeletonLayouts } from './ScreenState.css';

/** The states of a screen that loads its data, in the order they win. */
export const screenStates = ['loading', 'failed', 'empty', 'ready'] as const;
export type ScreenState = (typeof screenStates)[number];

/** The skeleton shapes a screen can take while it loads: enough to reserve its layout, not a copy of it. */
export type SkeletonLayout = (typeof skeletonLayouts)[number];

/**
 * One state from the facts a container knows (Radix `getState` style): loading wins, then a
 * failure, then an empty result; anything else is ready.
 */
export function getScreenState({
  loading = false,
  failed = false,
  empty = false,
}: {
  loading?: boolean;
  failed?: boolean;
  empty?: boolean;
}): ScreenState {
  if (loading) return 'loading';
  if (failed) return 'failed';
  if (empty) return 'empty';
  return 'ready';
}

// Keys of the bars of a block, so no key is an index (a block has at most six bars).
const barKeys = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export interface ScreenSkeletonProps {
  /** The layout to reserve. Default `'summary'`. */
  layout?: SkeletonLayout;
  /** What screen readers hear while it shows. Default the catalogue's `kit.loading`. */
  label?: string;
}

/** A screen's placeholder: one loading status for screen readers, bars hidden from them. */
export function ScreenSkeleton({ layout = 'summary', label }: ScreenSkeletonProps) {
  const t = useText();
  return (
    <div className={styles.skeleton} data-layout={layout}>
      <span role="status" className={visuallyHidden}>
        {label ?? t('kit.loading')}
      </span>
      {styles.skeletonBlocks[layout].map(({ part, rows, shape, block, bar: size, last }) => (
        <div key={part} aria-hidden="true" className={block}>
          {barKeys.slice(0, rows).map((key, row) => (
            <span key={key} className={`${bar({ shape })} ${row === rows - 1 ? last : size}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

export interface AsyncScreenProps {
  /** Which block shows: the skeleton, the error with retry, the empty block, or the children. */
  state: ScreenState;
  /** The skeleton's layout while loading. Default `'summary'`. */
  layout?: SkeletonLayout;
  /** What screen readers hear while loading. Default the catalogue's `kit.loading`. */
  label?: string;
  /** The error block when failed (title, server message, retry). Default a generic error without retry. */
  failure?: ErrorBlockProps;
  /** The empty block when empty. Default the catalogue's `kit.noData`. */
  empty?: EmptyBlockProps;
  /** The ready content; a function is called only when ready, so it may read data that exists only then. */
  children?: ReactNode | (() => ReactNode);
}

/**
 * The one scaffold of a screen or section that loads: `data-state` on the DOM (`loading`, `failed`,
 * `empty`, `ready`) and `aria-busy` while loading, for styles and tests alike.
 */
export function AsyncScreen({ state, layout, label, failure, empty, children }: AsyncScreenProps) {
  return (
    <div className={styles.root} data-state={state} aria-busy={state === 'loading' ? true : undefined}>
      {state === 'loading' ? <ScreenSkeleton layout={layout} label={label} /> : null}
      {state === 'failed' ? <ErrorBlock {...failure} /> : null}
      {state === 'empty' ? <EmptyBlock {...empty} /> : null}
      {state === 'ready' ? (typeof children === 'function' ? children() : children) : null}
    </div>
  );
}

export interface LoadingScreenProps {
  /** The page title in the NavBar; without it the page has no NavBar (the document pages). Default none. */
  title?: string;
  /** The skeleton's layout. Default `'summary'`. */
  layout?: SkeletonLayout;
  /** What screen readers hear. Default the catalogue's `kit.loading`. */
  label?: string;
}

/** A whole page while its screen or its data is on the way: a route's first paint (HydrateFallback). */
export function LoadingScreen({ title, layout, label }: LoadingScreenProps) {
  return (
    <Page navBar={title ? <NavBar title={title} /> : undefined}>
      <AsyncScreen state="loading" layout={layout} label={label} />
    </Page>
  );
}
