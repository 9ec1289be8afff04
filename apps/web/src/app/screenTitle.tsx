import { createContext, useContext, useLayoutEffect } from 'react';

/** The Shell's setter for a route's own title; outside a Shell nothing listens. */
const SetScreenTitle = createContext<(title: string | undefined) => void>(() => undefined);

/** Given by the Shell around the routes: where `useScreenTitle` sends a route's title. */
export const ScreenTitleProvider = SetScreenTitle.Provider;

/**
 * A route's own title in place of its screen's (the company site's sections: Contact Us, not Home):
 * the Shell shows it as the document title and the nav bar's. Set before paint, and dropped when the
 * route unmounts, so the next route has its screen's title again.
 */
export function useScreenTitle(title: string | undefined): void {
  const setTitle = useContext(SetScreenTitle);
  useLayoutEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
