# syntax=docker/dockerfile:1
# The site in one image: `docker build -t lumen-and-lark .` (with podman, add `--format docker`, or
# the HEALTHCHECK is dropped) then `docker run -p 3000:3000 -v lumen-data:/data lumen-and-lark`.
# `npm run image` builds, runs and checks it. See docs/deploy.md.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# Dependencies installed as `./run` installs them: `npm ci` refuses this lock file, which leaves out
# other platforms' optional binaries, and `npm install --no-save` installs exactly the locked
# versions. No dependency needs an install script.
FROM base AS build
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-save --ignore-scripts
COPY . .
RUN npm run build

# What only the build reads is a devDependency, so it stays out of this install: sharp and libvips
# (the covers and social cards) and lucide-react (bundled into the server and the client) (ADR 092).
# Optional packages stay out too: the only ones are typings, pg's Cloudflare sockets, and typescript
# with its native compiler (31 MB), an optional peer of @react-router/node that `--omit=dev` keeps.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-save --omit=dev --omit=optional --ignore-scripts

# What the server reads at run time, and nothing else: the bundled server and client
# (build/), the production dependencies it imports, and package.json (which marks the project
# root and makes build/server ESM). The schema is in the server itself.
FROM base AS runtime
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
# The data folder holds enquiries, emails and backups: its owner alone may read it.
RUN mkdir -m 0700 /data && chown node:node /data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
USER node
VOLUME /data
EXPOSE 3000
# /healthz answers 200 while an enquiry sent now would be stored; 503 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops accepting connections, finishes in-flight requests, delivers what is due and
# closes the database on SIGTERM (within SHUTDOWN_TIMEOUT_MS, 10 s by default).
STOPSIGNAL SIGTERM
# The Node options of package.json's start script (a young generation of 2 MB: ADR 066).
CMD ["node", "--max-semi-space-size=2", "build/server/server.js"]
