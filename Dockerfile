# syntax=docker/dockerfile:1
# FanZone: multi-stage build. The runtime image holds the production build and production
# dependencies only, runs as the unprivileged `node` user and reports its health from
# /api/health/live (readiness is for the load balancer: /api/health/ready).

FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` runs it first (the preinstall script: refuses an unsupported Node.js).
COPY scripts/check-node.mjs scripts/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:26-trixie-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072
# MALLOC_*: glibc keeps less freed memory; the same as `npm start` (scripts/server-process.mjs).
# Not in demo mode (a container listens on 0.0.0.0). Behind a proxy, set TRUST_PROXY to the
# number of proxies in front (e.g. 1) or their addresses; the image cannot know them.
# Link-preview images are SVG drawn to PNG by sharp with the system's fonts; the slim image has none.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop, Kubernetes) drains: readiness 503 for DRAIN_DELAY_MS, then in-flight requests finish.
STOPSIGNAL SIGTERM
# No --enable-source-maps, as with `npm start` (scripts/start.mjs): about 25 MB of source maps kept
# in memory; the server bundle is not minified, so its stack traces read without them.
CMD ["node", "dist/server/main.js"]
