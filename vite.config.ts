import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const aliases = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
});
