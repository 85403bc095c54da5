import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { AppRoutes } from '@web/app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* Without transitions a URL change renders at once: the marketplace's search box, fed by
          the URL, never sees an older URL after a newer one. A page whose chunk is still loading
          shows the skeleton meanwhile. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
