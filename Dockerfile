# One image for the app and for the e2e runner (Debian's chromium added in the e2e stage).
FROM node:20-bookworm-slim AS app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/* \
  && npm install -g pnpm@10
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV PORT=3000 DATABASE_FILE=/data/cashloop.sqlite NODE_ENV=development
EXPOSE 3000
CMD ["pnpm", "start"]

FROM app AS e2e
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
CMD ["pnpm", "test:e2e"]
