import { type ScreenKey, screenTitles } from '@loan/core';
import { Result } from '@loan/ui';

/** Holds a route's place until its screen is built, so the route table is whole from day one. */
export function ComingPage({ screen }: { screen: ScreenKey }) {
  return (
    <main>
      <Result title={screenTitles[screen]} description="This page is on its way. Please check back soon." />
    </main>
  );
}
