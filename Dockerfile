# syntax=docker/dockerfile:1
# Navette's container image (docs/deployment.md, decision 0056): built with the development
# dependencies, run on a slim Node.js 24 image with the production dependencies and the built
# output only, as a non-root user, with no build at start.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# --- the workspace's manifests: what `npm ci` needs, copied once for both installs below
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/test-support/package.json packages/test-support/

# --- build: every dependency, then the web app and the server bundle
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build

# --- production dependencies of the server only
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-fund --no-audit --omit=dev --workspace @navette/server

# --- what runs
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
