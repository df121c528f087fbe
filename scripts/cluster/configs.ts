// Configuration files of the process-level topology, rendered from one set of ports. The same
// settings (health check paths, timeouts, pool mode) are used by deploy/ for containers.

export interface Ports {
  haproxy: number;
  apps: number[];
  pgbouncer: number;
  postgres: number;
  redis: number;
  s3: number;
  /** The SMTP server that keeps the instances' mail, and its web view. */
  smtp: number;
  mailView: number;
}

/**
 * HAProxy in front: HTTP and WebSocket on one port, least-connections balancing (sockets are
 * long-lived), a server taken out when /api/health/ready fails twice (500 ms apart) and back after
 * two successes. When no instance is ready (a shared dependency such as Redis or the database is
 * down everywhere) traffic falls back to every live instance, which then serves what it can
 * (degraded without Redis, fast 503s without the database) instead of the balancer refusing all.
 * Only connection failures are retried for writes; idempotent reads are also retried when an
 * instance dies mid-response. /metrics is not exposed: Prometheus scrapes instances directly.
 */
export function haproxyConfig(
  ports: Ports,
  opts: {
    statsSocket: string;
    host?: string;
    /** Connections HAProxy takes at once (the WebSocket bench raises it). */ maxconn?: number;
  },
): string {
  const host = opts.host ?? "127.0.0.1";
  const servers = (check: string) => ports.apps.map((p, i) => `  server app${i + 1} ${host}:${p} ${check}`).join("\n");
  return `global
  maxconn ${opts.maxconn ?? 4000}
  log stdout format raw local0 info
  stats socket ${opts.statsSocket} mode 600 level admin

defaults
  mode http
  log global
  option httplog
  option forwardfor
  option redispatch 1
  retries 2
  timeout connect 2s
  timeout client 60s
  timeout server 30s
  timeout check 1500ms
  timeout tunnel 1h
  timeout http-keep-alive 10s
  timeout http-request 10s

frontend web
  bind ${host}:${ports.haproxy}
  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid
  unique-id-header X-Request-ID
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %ID %{+Q}r"
  http-request deny deny_status 404 if { path /metrics }
  use_backend app_fallback if { nbsrv(app) eq 0 }
  default_backend app

backend app
  balance leastconn
  option httpchk GET /api/health/ready
  http-check expect status 200
  retry-on conn-failure empty-response response-timeout
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header X-Served-By %s
  default-server check inter 500ms fastinter 250ms downinter 1s fall 2 rise 2
${servers("")}

backend app_fallback
  balance leastconn
  option httpchk GET /api/health/live
  http-check expect status 200
  retry-on conn-failure empty-response response-timeout
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header X-Served-By %s
  default-server check inter 1s fall 2 rise 1
${servers("")}
`;
}

/**
 * PgBouncer in transaction pooling: a server connection belongs to a client only for one
 * transaction. The app is compatible (unnamed statements, no session state across
 * transactions, transaction-level advisory lock for migrations). A query that cannot get a
 * server connection within 1 s fails (the app answers 503) instead of queueing while the
 * database is down; after a failed connection PgBouncer retries the server every second.
 * min_pool_size matters for recovery: after a failed server login PgBouncer refuses client
 * logins ("server login has been failing") and, without waiting clients, would not try the
 * server again; keeping a minimum pool makes it retry by itself once the database is back.
 */
export function pgbouncerConfig(
  ports: Ports,
  opts: { dir: string; database: string; user: string; host?: string; poolSize?: number },
): string {
  const host = opts.host ?? "127.0.0.1";
  return `[databases]
${opts.database} = host=${host} port=${ports.postgres} dbname=${opts.database} user=${opts.user}

[pgbouncer]
listen_addr = ${host}
listen_port = ${ports.pgbouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${opts.dir}/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = ${opts.poolSize ?? 20}
min_pool_size = 2
reserve_pool_size = 5
reserve_pool_timeout = 1
query_wait_timeout = 1
server_connect_timeout = 2
server_login_retry = 1
server_check_delay = 5
ignore_startup_parameters = extra_float_digits,options
logfile = ${opts.dir}/pgbouncer.log
pidfile = ${opts.dir}/pgbouncer.pid
`;
}
