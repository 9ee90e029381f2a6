import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRouter } from './app/app';
import { formatterWarmUps } from '@gazda/i18n/format';
import { getLocale, whenLocaleReady } from './lib/i18n';

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

// The router (and with it the first screen's loaders) starts in the next task: evaluating the
// scripts and starting the router are two shorter tasks instead of one long one (issue #9).
setTimeout(startRouter, 0);

void whenLocaleReady().then(
  () => render(root),
  () => render(root),
);

// While the first screen's code and data download, the first formatters load the language's ICU
// data, each in a task of its own, instead of inside the first render (issue #9).
for (const warmUp of formatterWarmUps(getLocale())) setTimeout(warmUp, 0);
