import { type ScreenKey, screenTitle } from '@loan/core';
import { ToastViewport, useKitConfig, useText } from '@loan/ui';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

/** Mounts the one toast region and sets the document title from the matched screen (spec 1: the title is set programmatically). */
export function Shell() {
  const matches = useMatches();
  const screen = matches.map((m) => (m.handle as { screen?: ScreenKey } | undefined)?.screen).find(Boolean);
  const { locale } = useKitConfig();
  const t = useText();
  const title = screen ? screenTitle(locale, screen) : t('app.notFoundTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Outlet />
      <ToastViewport />
    </>
  );
}
