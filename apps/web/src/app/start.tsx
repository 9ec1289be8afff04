import { report } from '@loan/core';
import { kitRoot } from '@loan/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { BrandProvider } from './BrandProvider';
import { followKeyboardOnFirstField } from './keyboard';
import { rootErrorOptions } from './rootErrors';
import { startRouter } from './router';
import './document.css';
import { brandTheme } from './theme.css';

// The kit's root and theme classes sit on <body>: the whole page is the kit's, toasts and dialogs too.
document.body.classList.add(kitRoot, brandTheme);

const root = document.getElementById('root');
if (root) {
  const router = startRouter();
  // A render error reaches the lender too, not only the console (docs/decisions/field-reporting.md).
  createRoot(root, rootErrorOptions).render(
    <StrictMode>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </StrictMode>,
  );
}

// The focused field and the action bar stay above the soft keyboard (loaded on the first field's focus).
followKeyboardOnFirstField();

// After the first screen, so the precache never competes with it for a slow network, and its code is off
// the first load too. The app loads after the entry: the page may have finished loading already.
const register = () =>
  void import('./registerWorker').then(
    ({ registerWorker }) => registerWorker(),
    () => report('chunk_load', { chunk: 'serviceWorker' }),
  );
if (document.readyState === 'complete') setTimeout(register, 0);
else window.addEventListener('load', register);
