import { registerServiceWorker } from '@loan/core';
import { kitRoot, themes } from '@loan/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { brand } from './app/brand';
import { startRouter } from './app/router';
import './app/document.css';

// The kit's root and theme classes sit on <body>: the whole page is the kit's, toasts and dialogs too.
document.body.classList.add(kitRoot, themes[brand.theme]);

const root = document.getElementById('root');
if (root) {
  const router = startRouter();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

// After the first screen, so the precache never competes with it for a slow network.
window.addEventListener('load', () => {
  void registerServiceWorker('/sw.js', { production: import.meta.env.PROD });
});
