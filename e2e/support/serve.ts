// Starts the real server for the journeys on a data folder emptied first, so every run is fresh.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('.tmp')) throw new Error('serve.ts only empties a .tmp data folder');
rmSync(dataDir, { recursive: true, force: true });
await import('../../apps/api/src/server');
