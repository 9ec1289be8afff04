import { globalStyle } from '@vanilla-extract/css';

// The page is the app's, not the kit's: no text inflation on rotation in mobile webviews.
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Light only (the meta tag says it too): forced darkening would invert the QR code and pay codes.
  colorScheme: 'only light',
});

// index.html's notice for a WebView below the support matrix (docs/decisions/support-matrix.md): `inset`
// came in Chrome 87 and iOS 14.5 (Safari 14.1), the matrix's floor, so only an older engine shows it,
// from the prerendered page and without any script. Literal colours: the theme may not reach it there.
globalStyle('#old-webview', {
  '@supports': {
    'not (inset: 0)': {
      display: 'block',
      margin: 0,
      padding: '16px',
      background: '#fff8e1',
      color: '#202124',
      borderBottom: '1px solid #e0c97a',
      fontSize: '16px',
      lineHeight: 1.5,
    },
  },
});
