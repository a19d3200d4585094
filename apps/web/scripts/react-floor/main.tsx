// The bare React 19 + react-dom floor the bundle budget is measured against: the smallest app
// that renders with React at all. Built by scripts/lib/bundle.ts in the same run as the site.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello</h1>);
