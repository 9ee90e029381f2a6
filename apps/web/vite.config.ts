import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on :3000 in development (`npm run dev`); in production the API serves dist/ itself.
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      // Realtime (Socket.IO, apps/api/src/features/realtime): websocket upgrade included.
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
