import { registerServiceWorker, syncProductIdInAddressBar } from '@loan/core';
import { themes } from '@loan/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { brand } from './app/brand';
import { router } from './app/router';

// Spec 1: product_id and productId carry the same value; fixed in the address bar before routing.
syncProductIdInAddressBar();
// The theme class sits on <body> so that portals (toasts, dialogs) are themed too.
document.body.classList.add(themes[brand.theme]);

const root = document.getElementById('root');
if (root) {
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
