# syntax=docker/dockerfile:1
# The production image: build/ (browser assets, server render bundle, build/start.js, the
# command-line tools build/db-migrate.js, build/export-records.js, build/jobs-run-due.js and
# build/seed.js, and the SQL migrations) plus the production dependencies, run by an unprivileged
# user.
#   docker build -t kestrel-site .
#   docker run --init -p 3000:3000 --env-file kestrel.env kestrel-site
#   docker run --rm --env-file kestrel.env kestrel-site node build/db-migrate.js
# See docs/deploy.md for the settings and for running several containers behind nginx.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only, installed apart from the build's tools.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# The code stays owned by root, so the server cannot change it; only the data directory (the
# embedded database, when DATABASE_URL is not set) is writable by the user it runs as.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets requests finish, closes chat sockets and the database, then exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "build/start.js"]
