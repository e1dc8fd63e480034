import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

// App modules that may go into the shared chunk every page loads: not the back office's or the
// listing form's (they parse with zod in the browser; public pages must not load it), nor the
// form controls only they use.
const SHARED_APP_MODULES =
  /[\\/]app[\\/](?!features[\\/](admin|listing-form)[\\/]|lib[\\/]zod-jitless|components[\\/]ui[\\/]field-controls)/;

export default defineConfig({
  environments: {
    // The server build's entry is our Express app (server/app.ts), which wraps React Router.
    // NOTE: React Router reads the entry from environments.ssr, not from build.rollupOptions.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
    // Fewer, larger browser chunks (issue 13: a phone on slow 4G pays per request): React,
    // React DOM and React Router in one `framework` chunk every page needs, and the app's
    // modules that eight or more routes share in one `shared` chunk. Measured: the home page
    // 32 → 16 scripts, 162.8 → 160.7 KB gzip (bench/README.md).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
                { name: 'shared', test: SHARED_APP_MODULES, minShareCount: 8, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Native and WebAssembly packages stay external: Node loads them from node_modules.
    external: ['sharp', '@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [tailwindcss(), reactRouter()],
});
