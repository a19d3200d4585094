import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { App } from './app/app';
import { captureAffiliateToken } from './stores/affiliate-token';

const cleaned = captureAffiliateToken(new URL(window.location.href));
if (cleaned) window.history.replaceState(window.history.state, '', cleaned);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
