import { type ScreenKey, screenTitles } from '@loan/core';
import { ToastViewport } from '@loan/ui';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

/** Mounts the one toast region and sets the document title from the matched screen (spec 1: the title is set programmatically). */
export function Shell() {
  const matches = useMatches();
  const screen = matches.map((m) => (m.handle as { screen?: ScreenKey } | undefined)?.screen).find(Boolean);
  useEffect(() => {
    document.title = screen ? screenTitles[screen] : 'Page not found';
  }, [screen]);
  return (
    <>
      <Outlet />
      <ToastViewport />
    </>
  );
}
