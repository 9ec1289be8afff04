import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The same build settings as apps/web where they change the output (target, no preload polyfill).
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2020', modulePreload: { polyfill: false } },
});
