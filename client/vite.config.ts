import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// 127.0.0.1: where the server listens by default (decision 0048); localhost may resolve to ::1 first.
const backend = 'http://127.0.0.1:3000';
// Everything the mock server answers; the client calls it same-origin so cookies and CORS never matter.
const proxied = ['/private', '/sandbox', '/__mock', '/healthz', '/docs', '/media'];

/** Vendor groups: sign-in loads react, router, mantine, query and zod; charts and date pickers load with the dashboard only. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'charts', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/, priority: 30 },
  { name: 'dates', test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/, priority: 30 },
  // Only Mantine's base: components go with the screens that use them, so the console's tables, drawers
  // and tabs never weigh on the sign-in route.
  { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/]core|hooks|notifications|store)|@floating-ui|clsx|react-number-format|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|aria-hidden|detect-node-es|react-textarea-autosize|use-isomorphic-layout-effect|use-composed-ref|use-latest)[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: true }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
