/**
 * A Redis and a PostgreSQL of a test's own, to stop, hang (SIGSTOP) and bring
 * back (SIGCONT) without touching the machine's shared ones: Debian's
 * `redis-server` and PostgreSQL 15's `initdb` and `pg_ctl`. A test skips with
 * `OWN_REDIS_MISSING` or `OWN_POSTGRES_MISSING` as its reason when they are absent.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REDIS_SERVER = '/usr/bin/redis-server';
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** A reason to skip, or null when the binaries are there. */
export const OWN_REDIS_MISSING = fs.existsSync(REDIS_SERVER) ? null : `no ${REDIS_SERVER} on this machine`;
export const OWN_POSTGRES_MISSING = fs.existsSync(path.join(POSTGRES_BIN, 'initdb')) ? null : `no PostgreSQL 15 binaries in ${POSTGRES_BIN}`;

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `port` takes a connection (or rejects after `timeoutMs`). */
async function listening(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface OwnRedis {
  url: string;
  /** Ends it; `start` brings up a new, empty one on the same port (a restart without persistence). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: it takes connections and answers nothing. */
  hang(): void;
  /** SIGCONT. */
  resume(): void;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await listening(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    hang: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}

export interface OwnPostgres {
  port: number;
  /** The address of `database` on it. */
  url(database?: string): string;
  /** pg_ctl start: resolves once it takes connections. */
  start(): Promise<void>;
  /** pg_ctl stop (fast). */
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  /** SIGSTOP to the server and every backend: connections are taken and nothing answers. */
  hang(): void;
  resume(): void;
  /** Stops it and deletes its directory. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster in a temporary directory on a free port, made
 * (initdb, trust authentication) and not yet started. PostgreSQL refuses to
 * run as root: there it runs as the `postgres` user, or `nobody`.
 */
export async function makeOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-own-pg-'));
  const dataDir = path.join(dir, 'data');
  const owner = process.getuid?.() === 0 ? unprivilegedUser() : null;
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(path.join(POSTGRES_BIN, program), args, { stdio: 'pipe', cwd: dir, ...(owner && { uid: owner.uid, gid: owner.gid }) });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const pids = (): number[] => {
    const file = path.join(dataDir, 'postmaster.pid');
    if (!fs.existsSync(file)) return [];
    const postmaster = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    return [postmaster, ...childrenOf(postmaster)];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, name);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  const stop = async () => {
    if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
    signal('SIGCONT');
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  return {
    port,
    url,
    async start() {
      run('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', path.join(dir, 'log'), '-w', '-t', '120', 'start']);
      await listening(port);
    },
    stop,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
    },
    hang: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async remove() {
      await stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function unprivilegedUser(): { uid: number; gid: number } {
  for (const name of ['postgres', 'nobody']) {
    try {
      return { uid: Number(execFileSync('id', ['-u', name]).toString().trim()), gid: Number(execFileSync('id', ['-g', name]).toString().trim()) };
    } catch {
      // No such user: the next.
    }
  }
  throw new Error('PostgreSQL does not run as root, and there is no postgres or nobody user to run it as');
}

/** The processes whose parent is `pid` (PostgreSQL's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the fourth field, after the name in parentheses (which may hold spaces).
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}
