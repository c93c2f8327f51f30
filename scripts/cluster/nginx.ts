/**
 * Runs Debian's nginx on loopback with deploy/nginx/muddle.conf (the configuration docs/deploy.md
 * gives), in a folder of its own, for the cluster test and the crash script. Installs nginx first
 * when the machine lacks it and may install packages (CI runs as root).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

const TEMPLATE = path.resolve(import.meta.dirname, "../../deploy/nginx/muddle.conf");

export function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  console.log("Installing Debian's nginx …");
  const install = spawnSync(
    "sh",
    ["-c", "(apt-get update -qq || true) && apt-get install -y -qq nginx-light || apt-get install -y -qq nginx"],
    {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    },
  );
  if (install.status === 0 && spawnSync("/usr/sbin/nginx", ["-v"]).status === 0) return "/usr/sbin/nginx";
  throw new Error(
    "nginx is not installed and could not be installed: apt-get install nginx (as root), then run again.",
  );
}

export type Upstream = { port: number; down?: boolean };

/** deploy/nginx/muddle.conf with its placeholders filled in. */
export function renderSiteConfig(listenPort: number, upstreams: Upstream[]): string {
  const servers = upstreams
    .map((u) => `server 127.0.0.1:${u.port} max_fails=1 fail_timeout=2s${u.down ? " down" : ""};`)
    .join("\n    ");
  return readFileSync(TEMPLATE, "utf8")
    .replace("{{UPSTREAMS}}", servers)
    .replace("{{LISTEN}}", `127.0.0.1:${listenPort}`)
    .replace("{{SERVER_NAME}}", "127.0.0.1");
}

export type RunningNginx = {
  base: string;
  /** Rewrites the upstream list and reloads nginx gracefully (e.g. to take one instance out of rotation). */
  route: (upstreams: Upstream[]) => Promise<void>;
  stop: () => Promise<void>;
};

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** The master's worker processes (Linux). */
function workers(master: number): number[] {
  const children = readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/** nginx renames a worker that stopped accepting connections. */
function shuttingDown(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("shutting down");
  } catch {
    return true; // gone
  }
}

export async function startNginx(options: { dir: string; port: number; upstreams: Upstream[] }): Promise<RunningNginx> {
  const binary = nginxBinary();
  const { dir, port } = options;
  // Workers run as an unprivileged user when nginx starts as root: they must reach the temporary folders.
  chmodSync(dir, 0o755);
  for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, temp), { recursive: true });
    chmodSync(path.join(dir, temp), 0o777);
  }
  const site = path.join(dir, "muddle.conf");
  writeFileSync(site, renderSiteConfig(port, options.upstreams));
  const main = path.join(dir, "nginx.conf");
  writeFileSync(
    main,
    `daemon off;
worker_processes 1;
# Old workers left holding live streams after a reload are closed after this.
worker_shutdown_timeout 10s;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${site};
}
`,
  );
  execFileSync(binary, ["-t", "-q", "-p", dir, "-c", main]);
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", main], { stdio: "ignore" });
  await waitForPort(port, 10_000);
  return {
    base: `http://127.0.0.1:${port}`,
    async route(upstreams) {
      writeFileSync(site, renderSiteConfig(port, upstreams));
      execFileSync(binary, ["-t", "-q", "-p", dir, "-c", main]);
      const before = workers(child.pid as number);
      child.kill("SIGHUP");
      // The new configuration serves every new connection once a new worker runs and the old ones have
      // stopped accepting ("shutting down": they only finish what they hold, such as live streams).
      const deadline = Date.now() + 10_000;
      for (;;) {
        const now = workers(child.pid as number);
        const fresh = now.some((pid) => !before.includes(pid));
        if (fresh && now.filter((pid) => before.includes(pid)).every(shuttingDown)) break;
        if (Date.now() > deadline) throw new Error("nginx did not take the new configuration within 10 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
