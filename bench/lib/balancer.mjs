// A round-robin load balancer on loopback for `npm run bench -- --scale`: what sits in front of N
// shop processes in production, here in front of two. Each request goes to the next process in
// turn, so requests sent one after another alternate between the processes (copies sent at once
// mostly do too). It appends to `X-Forwarded-For` as a proxy would; the shop reads it only with
// TRUSTED_PROXY_HOPS.
//
// It runs in a process of its own, as a balancer runs apart from the clients that load it: in the
// bench's process it would share one event loop with autocannon, and every answer it passed on
// would wait there behind the load's own work, counted as the shop's latency.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** The balancer itself: an HTTP server that passes each request to the next target in turn. */
function balancingServer(targets) {
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
  return { server, served };
}

/** In the balancer's own process: listens where it is told, answers the counts it is asked for. */
function runChild() {
  const { server, served } = balancingServer(JSON.parse(process.env.BALANCER_TARGETS ?? '[]'));
  process.on('message', (message) => {
    if (message.type === 'listen') server.listen(message.port, '127.0.0.1', () => process.send({ type: 'listening' }));
    if (message.type === 'served') process.send({ type: 'served', served: [...served] });
  });
  // The bench gone (its IPC channel closed) is the end of the balancer too.
  process.on('disconnect', () => process.exit(0));
}

if (process.env.BALANCER_TARGETS && process.send) runChild();

/** Starts the balancer in front of `targets` in a process of its own. */
export function startBalancer(targets) {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BALANCER_TARGETS: JSON.stringify(targets) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reply = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message?.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => {
        child.off('message', onMessage);
        reject(new Error(`the balancer exited (code ${code}) before it answered "${type}"`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  let last = targets.map(() => 0);
  return {
    listen: async (port) => {
      const answered = reply('listening');
      child.send({ type: 'listen', port });
      await answered;
    },
    /** Requests each process was sent. */
    served: async () => {
      if (child.exitCode !== null || !child.connected) return last;
      const answered = reply('served');
      child.send({ type: 'served' });
      last = (await answered).served;
      return last;
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
