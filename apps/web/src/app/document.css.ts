import { globalStyle } from '@vanilla-extract/css';

// The page is the app's, not the kit's: no text inflation on rotation in mobile webviews.
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Light only (the meta tag says it too): forced darkening would invert the QR code and pay codes.
  colorScheme: 'only light',
});
