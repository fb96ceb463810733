// A round-robin load balancer on loopback for `npm run bench -- --scale`: what sits in front of N
// shop processes in production, here in front of two. Each request goes to the next process in
// turn, so requests sent one after another alternate between the processes (copies sent at once
// mostly do too). It appends to `X-Forwarded-For` as a proxy would; the shop reads it only with
// TRUSTED_PROXY_HOPS.
import http from 'node:http';

export function startBalancer(targets) {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const served = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] += 1;
    const target = new URL(targets[index]);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // Appended, as a proxy does to what came before it.
        headers: { ...req.headers, 'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress ?? ''].filter(Boolean).join(', ') },
        agent: agents[index],
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return {
    listen: (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    /** Requests each process was sent. */
    served: () => [...served],
    close: () =>
      new Promise((resolve) => {
        for (const agent of agents) agent.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
