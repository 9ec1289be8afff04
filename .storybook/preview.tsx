import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useGlobals } from 'storybook/preview-api';
import { type StoryWorld, storyMarketOf } from '../packages/ui/src/stories-assets/market';
import { kitRoot } from '../packages/ui/src/theme';
import { brandToolbarItems, loadEveryBrandsWords, StoryBrand } from './brand';

/**
 * The kit's root on <body>, as a full-screen app has it, and the chosen brand around the story. A story
 * of one market (`parameters.onlyInMarket`) shows, in a brand of another, a notice with that market's
 * brands to switch to.
 */
const withBrand: Decorator = (Story, context) => {
  const [, updateGlobals] = useGlobals();
  document.body.classList.add(kitRoot);
  return (
    <StoryBrand
      toolbar={context.globals.brand as string | undefined}
      onlyInMarket={storyMarketOf(context.parameters)}
      onPickBrand={(brand) => updateGlobals({ brand })}
    >
      {/* A story's `parameters.market` gives the args its brand's world decides (names, banks, logos). */}
      {(world: StoryWorld) => (
        <Story args={{ ...context.args, ...worldArgs(context.parameters.market, world) }} />
      )}
    </StoryBrand>
  );
};

/** The args a story's `parameters.market` takes from the world, if it has one. */
function worldArgs(pick: unknown, world: StoryWorld): Record<string, unknown> {
  return typeof pick === 'function' ? (pick as (world: StoryWorld) => Record<string, unknown>)(world) : {};
}

const preview: Preview = {
  decorators: [withBrand],
  // Stories that need the fake lender declare MSW handlers; everything else is left alone.
  loaders: [
    loadEveryBrandsWords,
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    // Built from brands/registry.ts: a brand added there appears here.
    brand: {
      description: 'Brand: theme, catalogue and money',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: brandToolbarItems, dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'default', viewport: { value: 'small', isRotated: false } },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        small: { name: 'Phone 360x640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
        medium: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    // axe violations fail the story test, not just warn.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
