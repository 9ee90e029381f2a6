// The floor of the bundle benchmark: the smallest React page, built the same way as the panel.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>Gazda</p>);
