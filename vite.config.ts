import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  environments: {
    // The server build's entry is our Express app (server/app.ts), which wraps React Router.
    // NOTE: React Router reads the entry from environments.ssr, not from build.rollupOptions.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  ssr: {
    // Native and WebAssembly packages stay external: Node loads them from node_modules.
    external: ['sharp', '@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [tailwindcss(), reactRouter()],
});
