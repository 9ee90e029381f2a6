// The worker's entry in plain JavaScript: a worker thread does not inherit tsx's loader (neither
// from `tsx src/server.ts` nor from vitest), so it registers tsx itself, then loads the
// TypeScript worker. tsx is a dependency of the API (`npm start` runs on it).
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
