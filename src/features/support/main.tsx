import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleRouter } from './router';
import '../../ui/styles/index.css';

// The console's entry (support.html): its pages render in the browser, from a shell no
// owner's page shares.
createRoot(document).render(
  <StrictMode>
    <RouterProvider router={createConsoleRouter()} />
  </StrictMode>,
);
