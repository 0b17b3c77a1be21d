/**
 * The nginx `http` block that balances Portico Server instances (docs/server.md shows it): least
 * connections, keep-alive to the instances, the client's address in X-Forwarded-For (the server's
 * `trustProxy: { header: 'x-forwarded-for', hops: 1 }` reads it), and a failed idempotent call
 * (a JSON-RPC proxy POST included) tried again on the next instance, so an instance that dies or
 * is stopping costs its clients nothing. `{{port}}` is where it listens.
 * @example nginxBalancerConfig(['10.0.0.11:8080', '10.0.0.12:8080'])
 */
export function nginxBalancerConfig(instances: readonly string[]): string {
  return `upstream portico_server {
  least_conn;
${instances.map((instance) => `  server ${instance} max_fails=1 fail_timeout=5s;`).join('\n')}
  keepalive 64;
}
server {
  listen 127.0.0.1:{{port}};
  client_max_body_size 2m;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_connect_timeout 2s;
  proxy_read_timeout 15s;
  # GET and the like again on the next instance when one fails or resets; a POST only where below.
  # Not on a 503: that is the server's own answer (overloaded, database away, chain down), and
  # counting it as a failure marks every instance down in a database outage.
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 2;
  location / {
    proxy_pass http://portico_server;
  }
  # The JSON-RPC proxy's POSTs too: each method it forwards by default is a read or a signed
  # transaction, which a node includes once however often it is sent.
  location ~ ^/v1/?$ {
    proxy_pass http://portico_server;
    proxy_next_upstream error timeout non_idempotent;
  }
}`
}
