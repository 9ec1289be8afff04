import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { NavBar, useNavBarDefaults } from '../NavBar';
import * as styles from './Page.css';

export interface PageProps {
  /**
   * The top bar, usually a NavBar. Default the app's: a NavBar with the NavBarProvider's title and back,
   * so every in-app screen has the same bar; none outside a provider, or with `null`.
   */
  navBar?: ReactNode;
  /** A fixed bottom ActionBar; the content keeps clear of it. Default none. */
  actionBar?: ReactNode;
  /** The page content. */
  children: ReactNode;
}

/** Page layout: NavBar slot, content within the safe-area insets, and room reserved for an ActionBar. */
export function Page({ navBar, actionBar, children }: PageProps) {
  const { title } = useNavBarDefaults();
  const main = useRef<HTMLElement>(null);
  // One h1 per page: a document that titles itself (legal pages, about us) keeps its h1, the bar shows the title as text.
  const [ownHeading, setOwnHeading] = useState(false);
  const fallback = navBar === undefined && Boolean(title);
  useLayoutEffect(() => {
    if (fallback) setOwnHeading(Boolean(main.current?.querySelector('h1')));
  });
  const bar = fallback ? <NavBar title={title ?? ''} heading={!ownHeading} /> : navBar;
  return (
    <div className={styles.page}>
      {bar}
      <main ref={main} className={actionBar ? `${styles.content} ${styles.withActionBar}` : styles.content}>
        <div className={styles.body}>{children}</div>
        {/* Inside main: the page's own actions belong to its content landmark (axe 'region'). */}
        {actionBar}
      </main>
    </div>
  );
}
