# One image for the app and for the e2e runner (Debian's chromium-headless-shell added in the e2e stage).
FROM node:24-bookworm-slim AS app
# better-sqlite3 installs its prebuilt binary for this Node: no compiler in the image.
RUN npm install -g pnpm@10
WORKDIR /app
COPY . .
# Built once here (client and server bundle, each stamped with its sources' hash): starting finds both up
# to date and runs the bundle with plain node.
RUN pnpm install --frozen-lockfile && pnpm build
# Every interface: in a container the port is reached through Docker's network, not loopback (decision 0048).
ENV HOST=0.0.0.0 PORT=3000 DATABASE_FILE=/data/cashloop.sqlite NODE_ENV=development
EXPOSE 3000
CMD ["node", "scripts/start.mjs"]

FROM app AS e2e
RUN apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell && rm -rf /var/lib/apt/lists/*
CMD ["pnpm", "test:e2e"]
