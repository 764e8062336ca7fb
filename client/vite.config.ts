import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// `npm start` serves on 3000; API_URL points the dev server elsewhere (e.g. another PORT).
const server = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|rxjs|optimism|apollo-upload-client|extract-files|tslib|ts-invariant)[\\/]/ },
          ],
        },
      },
    },
  },
});
