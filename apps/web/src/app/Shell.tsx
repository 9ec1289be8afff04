import { type BackHandler, onNativeBack, type ScreenKey, screenTitle } from '@loan/core';
import {
  createOverlayStack,
  NavBarProvider,
  OverlayStackProvider,
  ToastViewport,
  useKitConfig,
  useText,
} from '@loan/ui';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { handleBack, historyIndex } from './back';
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

/** The Shell's slot for the screen's own back handler; outside a Shell nothing listens. */
const SetScreenBack = createContext<(handler: BackHandler | undefined) => void>(() => {});

/**
 * The screen's own answer to a back press (loan confirm's retention popup), asked after the top sheet
 * or dialog and before the previous page; `true` when it handled back. Dropped when the screen unmounts.
 */
export function useBackHandler(handler: BackHandler): void {
  const setHandler = useContext(SetScreenBack);
  useEffect(() => {
    setHandler(handler);
    return () => setHandler(undefined);
  }, [setHandler, handler]);
}

/**
 * Mounts the one toast region, sets the document title from the matched screen (spec 1: the title is set
 * programmatically), or from the route's own title (`useScreenTitle`), and gives every screen's nav bar that
 * title and back where the webview has a page to go back to. Installs the brand's native back hook:
 * the top sheet or dialog closes first, then the screen's handler, then the previous page of ours; on
 * the first page with nothing open the hook answers `false` and the shell closes the webview.
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
  const [overlays] = useState(createOverlayStack);
  const screenBack = useRef<BackHandler>(undefined);
  const setScreenBack = useCallback((handler: BackHandler | undefined) => {
    screenBack.current = handler;
  }, []);
  // React Router keeps the entry's index in history.state, read at the press.
  const back = useCallback(
    () =>
      handleBack({
        closeOverlay: () => overlays.closeTop(),
        screen: () => screenBack.current?.(),
        index: historyIndex(window.history.state),
        goBack: () => navigate(-1),
      }),
    [overlays, navigate],
  );
  useEffect(() => onNativeBack(brand, back), [back]);
  // Read on every location change, for the nav bar's arrow.
  useLocation();
  const onBack = historyIndex(window.history.state) > 0 ? () => void back() : undefined;
  return (
    <NavBarProvider title={title} onBack={onBack}>
      <OverlayStackProvider stack={overlays}>
        <SetScreenBack value={setScreenBack}>
          <SetRouteTitle value={setRouteTitle}>
            <Outlet />
          </SetRouteTitle>
        </SetScreenBack>
      </OverlayStackProvider>
      <ToastViewport />
    </NavBarProvider>
  );
}
