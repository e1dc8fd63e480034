import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'app') },
  },
  build: {
    // The server build's entry is our Express app (server/app.ts), which wraps React Router.
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  ssr: {
    // Native and WebAssembly packages stay external: Node loads them from node_modules.
    external: ['sharp', '@electric-sql/pglite', 'pg', 'pino'],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
