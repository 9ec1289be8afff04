import { type ScreenKey, screenTitle } from '@loan/core';
import { Result, useKitConfig, useText } from '@loan/ui';

/** Holds a route's place until its screen is built, so the route table is whole from day one. */
export function ComingPage({ screen }: { screen: ScreenKey }) {
  const t = useText();
  return (
    <main>
      <Result title={screenTitle(useKitConfig().locale, screen)} description={t('app.coming')} />
    </main>
  );
}
