# syntax=docker/dockerfile:1
# Amlak in production: `docker compose up` (docker-compose.yml) runs it with a worker, PostgreSQL 15 and MinIO.

# Build: the workspaces installed as the lock says, the web app and the server bundled (apps/server/build.ts), then
# the development packages pruned away.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npx turbo run build --filter=@amlak/web --filter=@amlak/server \
  && npm prune --omit=dev --no-audit --no-fund

# Runtime: the bundles, the built web app and the production packages, run by an unprivileged user. The bundle reads
# the fonts and the web app at the same paths as in the repository, so the tree keeps its shape.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "--enable-source-maps", "apps/server/dist/server.js"]
