import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenLocaleReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The router has already started fetching the first screen; its messages load alongside.
function render(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void whenLocaleReady().then(
  () => render(root),
  () => render(root),
);
