import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { kitRoot, type ThemeName, themes } from '../packages/ui/src/theme';

/** Puts the kit's root and the chosen theme class on <body>, as a full-screen app does. */
const withTheme: Decorator = (Story, context) => {
  const name = (context.globals.theme as ThemeName | undefined) ?? 'peso';
  document.body.classList.remove(...Object.values(themes));
  document.body.classList.add(kitRoot, themes[name] ?? themes.peso);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  // Stories that need the fake lender declare MSW handlers; everything else is left alone.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'peso', title: 'Peso (Philippines)' },
          { value: 'rupee', title: 'Rupee (India)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'peso', viewport: { value: 'small', isRotated: false } },
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
