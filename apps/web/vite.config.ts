import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development Vite serves the app and forwards the API to the server on :3000.
export default defineConfig({
  plugins: [react()],
  base: '/',
  define: {
    __APP_VERSION__: JSON.stringify('1.1.456'),
    __APP_BUILD__: JSON.stringify('20250915'),
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
  build: {
    outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200,
    // No dependency lists for preloading lazy pages: the route table would carry every page's list
    // of chunks (16 KB, 4 KB gzip, growing with each page) on the login route, whose budget is
    // 250 KB. A page's shared chunks are mostly loaded already when someone opens it.
    modulePreload: false,
  },
});
