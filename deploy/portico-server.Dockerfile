# Portico Server from its tarballs (`npm run pack` writes them to dist/packages; build with that
# folder as the context): docker build -f deploy/portico-server.Dockerfile dist/packages
# Docker does not run on the machines this repository is tested on: the install line, the command
# and the environment names are the ones packages/check runs (packages/scripts/containerFiles.test.ts).
FROM node:22-bookworm-slim
WORKDIR /srv/portico
COPY portico-contracts-*.tgz portico-server-*.tgz ./
RUN npm install --engine-strict --no-audit --no-fund --ignore-scripts ./portico-contracts-*.tgz ./portico-server-*.tgz && rm ./*.tgz
USER node
EXPOSE 8080
ENTRYPOINT ["/srv/portico/node_modules/.bin/portico-server"]
CMD ["start", "--config", "/etc/portico/portico.json"]
