// The least a route of this stack can be: React 19, the data router and axios, one loader that asks the
// sandbox over HTTP and one component that shows the answer. `pnpm bench` puts every route next to it.
import axios from 'axios';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router-dom';

function Floor() {
  const health = useLoaderData<{ ok?: boolean }>();
  return (
    <main>
      <h1>Your repayment</h1>
      <p>{health.ok ? 'The lender answered.' : 'No answer.'}</p>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '*', loader: async () => (await axios.get('/__sandbox/health')).data, Component: Floor },
]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
