# The secure site from its tarballs (`npm run pack`; build with dist/packages as the context):
# docker build -f deploy/portico-secure-site.Dockerfile dist/packages
# Docker does not run on the machines this repository is tested on: the install line, the command
# and the environment names are the ones packages/check runs (packages/scripts/containerFiles.test.ts).
FROM node:22-bookworm-slim
WORKDIR /srv/portico
COPY portico-contracts-*.tgz portico-frame-protocol-*.tgz portico-server-*.tgz portico-secure-site-*.tgz ./
RUN npm install --engine-strict --no-audit --no-fund --ignore-scripts ./portico-contracts-*.tgz ./portico-frame-protocol-*.tgz ./portico-server-*.tgz ./portico-secure-site-*.tgz && rm ./*.tgz
USER node
EXPOSE 5174 5180
ENTRYPOINT ["/srv/portico/node_modules/.bin/portico-secure-site"]
CMD ["start", "--config", "/etc/portico/secure-site.json"]
