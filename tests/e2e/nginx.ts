/**
 * A real nginx in front of the site, for tests/e2e/reverse-proxy.spec.ts: the configuration is
 * written into a temporary folder of its own and nginx runs in the foreground as a child process
 * (`nginx -p <dir> -e <dir>/error.log -c <dir>/nginx.conf -g 'daemon off; pid <dir>/nginx.pid;'`),
 * with its logs and temporary files in that folder: nothing under /etc, /var or /run is read or
 * written, and the system's nginx service is left alone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";
/** Why the specs that need nginx cannot run here, or undefined when they can. */
export const nginxMissing = existsSync(NGINX_BINARY)
  ? undefined
  : `nginx is not installed at ${NGINX_BINARY} (sudo apt-get install -y nginx)`;

export type ProxySettings = {
  /** The port nginx listens on (127.0.0.1). */
  port: number;
  /** The site's instances, "127.0.0.1:3000". */
  instances: string[];
  /** False: a proxy that does not send X-Forwarded-Proto (the site must work behind it too). */
  forwardProto?: boolean;
};

/**
 * The site's part of the configuration: what docs/operations.md documents, word for word (in production
 * `listen` is 443 with TLS, or 80 behind a TLS terminator). nginx passes `Host: site` (its
 * default, `$proxy_host`): the site does not need the public host name from the proxy.
 */
function siteConfig({ port, instances, forwardProto = true }: ProxySettings): string {
  return [
    "upstream site {",
    ...instances.map((address) => `    server ${address};`),
    "}",
    "",
    "server {",
    `    listen 127.0.0.1:${port};`,
    "    client_max_body_size 11m;",
    "",
    "    location / {",
    "        proxy_pass http://site;",
    "        proxy_http_version 1.1;",
    '        proxy_set_header Connection "";',
    "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    ...(forwardProto ? ["        proxy_set_header X-Forwarded-Proto $scheme;"] : []),
    "    }",
    "}",
  ].join("\n");
}

/** The whole file: the site's part inside what a test needs (logs and temporary files in `dir`). */
function nginxConfig(dir: string, site: string): string {
  const indented = site
    .split("\n")
    .map((line) => (line ? `    ${line}` : line))
    .join("\n");
  return `worker_processes 1;
error_log ${dir}/error.log warn;

events {
    worker_connections 256;
}

http {
    log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr';
    access_log ${dir}/access.log upstream;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${indented}
}
`;
}

export type Nginx = {
  url: string;
  port: number;
  dir: string;
  /** The configuration file nginx runs with. */
  config: string;
  /** What nginx printed and wrote to its error log. */
  errors(): string;
  /** Stops nginx (SIGTERM: at once, open event streams too) and removes its folder. */
  stop(): Promise<void>;
};

export async function startNginx(settings: ProxySettings): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  // Run as root, nginx's workers are `nobody`: they must reach their temporary files in here.
  chmodSync(dir, 0o755);
  const config = nginxConfig(dir, siteConfig(settings));
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config);
  let output = "";
  let child: ChildProcess;
  try {
    child = spawn(NGINX_BINARY, ["-p", `${dir}/`, "-e", `${dir}/error.log`, "-c", file, "-g", `daemon off; pid ${dir}/nginx.pid;`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("error", (error) => (output += `${error.message}\n`));
  const errors = () => output + (existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, "utf8") : "");

  async function stop() {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }

  // nginx writes its pid file once it listens.
  const deadline = Date.now() + 10_000;
  while (!existsSync(`${dir}/nginx.pid`)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const log = errors();
      await stop();
      throw new Error(`nginx did not start:\n${log}\n${config}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${settings.port}`, port: settings.port, dir, config, errors, stop };
}
