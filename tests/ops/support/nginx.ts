import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/free-port';

/** Debian's nginx (`apt-get install nginx`, as .ci/run does). */
const nginxBin = '/usr/sbin/nginx';

/** The nginx binary, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  return existsSync(nginxBin) ? nginxBin : undefined;
}

export interface SiteOptions {
  /** What nginx listens on, e.g. `127.0.0.1:8080` or `80`. */
  listen: string;
  /** The app processes, `host:port` each. */
  backends: readonly string[];
}

/**
 * The site of docs/deployment.md: one upstream of app processes, balanced round robin, with the
 * caller's address in X-Forwarded-For for TRUST_PROXY=true (the app reads that header's last
 * entry, so nginx overwrites it rather than appending to what the client sent).
 */
export function quietlineSite({ listen, backends }: SiteOptions): string {
  return `upstream quietline {
${backends.map((backend) => `    server ${backend};`).join('\n')}
    keepalive 32;
    # Below Node's 5 s keep-alive timeout: nginx never reuses a connection the app is closing.
    keepalive_timeout 4s;
}

server {
    listen ${listen};
    # The largest request is a practice save: a 32 MB canvas document and its thumbnail.
    client_max_body_size 34m;

    location / {
        proxy_pass http://quietline;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
`;
}

/**
 * A test-only server per backend that sends everything to that one process, so a test can act "on
 * one and then on the other" through nginx.
 */
function pinnedSite(listen: string, backend: string): string {
  return `server {
    listen ${listen};
    client_max_body_size 34m;

    location / {
        proxy_pass http://${backend};
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
`;
}

/**
 * A whole nginx configuration that needs no root and touches nothing outside `dir`: its pid file,
 * logs and every temp path inside it. As root, nginx would hand its workers to `nobody`, who could
 * not write the temp folder; they stay with the current user instead.
 */
function standaloneConfig(dir: string, sites: readonly string[]): string {
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;

events {
    worker_connections 256;
}

http {
    access_log ${join(dir, 'access.log')} combined;
    client_body_temp_path ${join(dir, 'client_body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
    # Which process answered, for tests that check both take turns (not in the documented site).
    add_header X-Upstream $upstream_addr always;

${sites.join('\n')}
}
`;
}

export interface NginxProxy {
  /** The balanced site: requests take turns between the backends. */
  url: string;
  /** One URL per backend, in the order given: everything sent there goes to that backend only. */
  pinnedUrls: string[];
  /** SIGQUIT (graceful), then resolves once nginx has exited; removes its folder. */
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the loopback port, or rejects at the deadline. */
async function waitForPort(port: number, deadline: number, exited: () => boolean): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (exited()) throw new Error('nginx exited before it listened');
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx in the foreground in front of `backends` (`host:port` each): the balanced site on
 * loopback `port`, the pinned ones on free ports, with its own configuration, pid file, logs and
 * temp folders in a fresh temp folder.
 */
export async function startNginx(
  bin: string,
  { port, backends }: { port: number; backends: readonly string[] },
  timeoutMs = 10_000,
): Promise<NginxProxy> {
  const dir = await mkdtemp(join(tmpdir(), 'quietline-nginx-'));
  const pinnedPorts = await Promise.all(backends.map(() => freePort()));
  const sites = [
    quietlineSite({ listen: `127.0.0.1:${port}`, backends }),
    ...backends.map((backend, index) => pinnedSite(`127.0.0.1:${pinnedPorts[index]}`, backend)),
  ];
  const configFile = join(dir, 'nginx.conf');
  await writeFile(configFile, standaloneConfig(dir, sites));
  // -e: the error log before the configuration is read (else Debian's /var/log/nginx/error.log).
  const child = spawn(bin, ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, Date.now() + timeoutMs, () => child.exitCode !== null);
    await Promise.all(
      pinnedPorts.map((pinned) => waitForPort(pinned, Date.now() + timeoutMs, () => child.exitCode !== null)),
    );
  } catch (error) {
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pinnedUrls: pinnedPorts.map((pinned) => `http://127.0.0.1:${pinned}`),
    stop,
  };
}
