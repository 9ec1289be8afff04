import { type ScreenKey, screenTitle } from '@loan/core';
import { NavBarProvider, ToastViewport, useKitConfig, useText } from '@loan/ui';
import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { historyIndex, inAppBack } from './back';
import { brand } from './brand';

/** The Shell's setter for a route's own title; outside a Shell nothing listens. */
const SetRouteTitle = createContext<(title?: string) => void>(() => {});

/**
 * A route's own title in place of its screen's (the company site's sections: Contact Us, not Home):
 * the Shell shows it as the document title and the nav bar's. Set before paint, and dropped when the
 * route unmounts, so the next route has its screen's title again.
 */
export function useScreenTitle(title: string | undefined): void {
  const setTitle = useContext(SetRouteTitle);
  useLayoutEffect(() => {
    setTitle(title);
    return () => setTitle();
  }, [setTitle, title]);
}

/**
 * Mounts the one toast region, sets the document title from the matched screen (spec 1: the title is set
 * programmatically), or from the route's own title (`useScreenTitle`), and gives every screen's nav bar that
 * title and back where the webview has a page to go back to.
 */
export function Shell() {
  const matches = useMatches();
  const screen = matches.map((m) => (m.handle as { screen?: ScreenKey } | undefined)?.screen).find(Boolean);
  const { locale } = useKitConfig();
  const t = useText();
  const [routeTitle, setRouteTitle] = useState<string>();
  const title = routeTitle ?? (screen ? screenTitle(locale, screen) : t('app.notFoundTitle'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  const navigate = useNavigate();
  // Read on every location change: React Router keeps the entry's index in history.state.
  useLocation();
  const onBack = inAppBack(brand, historyIndex(window.history.state), () => navigate(-1));
  return (
    <NavBarProvider title={title} onBack={onBack}>
      <SetRouteTitle value={setRouteTitle}>
        <Outlet />
      </SetRouteTitle>
      <ToastViewport />
    </NavBarProvider>
  );
}
