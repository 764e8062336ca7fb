import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { appIcons } from './build/icons';
import { inlineEntryCss } from './build/inline-entry-css';
import { graphqlDocuments } from './build/graphql-documents';
import { pageMeta } from './build/page-meta';
import enShell from './src/i18n/locales/en/shell';
import hiShell from './src/i18n/locales/hi/shell';

// `npm start` serves on 3000; API_URL points the dev server elsewhere (e.g. another PORT).
const server = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    react(),
    appIcons(),
    inlineEntryCss(),
    // index.html's title, description and Open Graph tags from the shell catalogues; index.hi.html for /?lang=hi.
    pageMeta({ en: enShell, hi: hiShell }),
    VitePWA({
      // A new version activates at once and the page reloads onto it (registerSW in main.tsx): never a stale mix of chunks.
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Indore Drive: self-drive car rental',
        short_name: 'Indore Drive',
        description: 'Self-drive car rental and taxi booking: browse cars, book in minutes.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f3d5e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell and every public screen; the admin area stays out (customers never download it).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/AdminApp-*', '**/admin-*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|graphql|uploads|healthz|metrics)(\/|$)/, /^\/(sitemap\.xml|robots\.txt|config\.js)$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // Nothing else is cached at runtime: no API answer, no GraphQL, no upload (profile pictures are personal),
        // nothing sent with Authorization. Only the public runtime settings, so the shell opens offline.
        runtimeCaching: [{
          urlPattern: ({ url, request }) => url.pathname === '/config.js' && !request.headers.has('authorization'),
          handler: 'NetworkFirst',
          options: { cacheName: 'site-config', networkTimeoutSeconds: 3 },
        }],
      },
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/graphql': { target: server, ws: true },
      '/api': server,
      '/uploads': server,
      '/config.js': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The catalogues (issue 24) are named by language and namespace (hi.shell-*.js): the byte budget test finds them.
        chunkFileNames: (chunk) => {
          const locale = /i18n\/locales\/(\w+)\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return locale ? `assets/${locale[1]}.${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Trans (and its HTML parser) stays with the screens that use it: not in the first load.
            { name: 'i18n', test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!.*(Trans|IcuTrans|unescape)))/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            // Apollo's error classes alone (a few hundred bytes): screens that read a refusal's message import them
            // without pulling the whole client (the booking dialog loads Apollo only when the booking is sent).
            { name: 'apollo.errors', test: /node_modules[\\/]@apollo[\\/]client[\\/]errors[\\/]/, priority: 1 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|rxjs|optimism|apollo-upload-client|extract-files|tslib|ts-invariant)[\\/]/ },
          ],
        },
      },
    },
  },
});
