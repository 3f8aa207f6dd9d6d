# syntax=docker/dockerfile:1.7
# Production image of the Hearthstone Digital site (see docs/deploy.md).
# Multi-stage: dependencies → build → a slim runtime that runs as the unprivileged `node` user.
# The image holds no site address: give PUBLIC_URL when running it (docs/deploy.md):
#   docker build -t hearthstone-site . && docker run -e PUBLIC_URL=https://www.example.com ...

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NODE_ENV=production
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# Two malloc arenas: with one per thread, the memory compression used on libuv's threads stays
# resident after a load (ADR 0052).
ENV MALLOC_ARENA_MAX=2
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Runtime needs: the bundle and client files, production node_modules, the SQL migrations
# (applied at start), and the sources the `npm run cms:user` command runs with tsx.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/drizzle ./drizzle
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process is alive. Load balancers should route on /readyz (database reachable).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop accepting, finish in-flight requests and the outbox batch, close the database, exit 0.
STOPSIGNAL SIGTERM
# --expose-gc: scripts/lib/server-node-flags.mjs (ADR 0062).
CMD ["node", "--expose-gc", "build/server.js"]
