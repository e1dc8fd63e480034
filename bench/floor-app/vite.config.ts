import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// React Router's plugin alone: the framework's default chunks, nothing of the app's.
export default defineConfig({ plugins: [reactRouter()] });
