import { registerServiceWorker } from '@loan/core';
import { kitRoot } from '@loan/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { BrandProvider } from './app/BrandProvider';
import { startRouter } from './app/router';
import './app/document.css';
import { brandTheme } from './app/theme.css';

// The kit's root and theme classes sit on <body>: the whole page is the kit's, toasts and dialogs too.
document.body.classList.add(kitRoot, brandTheme);

const root = document.getElementById('root');
if (root) {
  const router = startRouter();
  createRoot(root).render(
    <StrictMode>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </StrictMode>,
  );
}

// After the first screen, so the precache never competes with it for a slow network.
window.addEventListener('load', () => {
  void registerServiceWorker('/sw.js', { production: import.meta.env.PROD });
});
