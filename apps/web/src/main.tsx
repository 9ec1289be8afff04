import { themes } from '@loan/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { brand } from './app/brand';
import { router } from './app/router';

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
