// The ceiling `npm run bench` compares the product with: Debian's nginx serving the build's
// prerendered home page as a static file, on a free loopback port, from a config and a folder made
// for the run in a temp dir (removed by `stop`). Brotli: nginx's own brotli module is not in
// Debian's default build, so a request that accepts br is sent a copy compressed once by this script
// (quality 11, as a build step would), with Content-Encoding: br, which is what the brotli_static
// module does; other requests get the plain file.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "./production-server.mjs";

function findNginx() {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "nginx")),
    "/usr/sbin/nginx",
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

const config = ({ dir, port, workers }) => `
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  types { text/html html; }
  default_type application/octet-stream;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = / {
      if ($http_accept_encoding ~* "\\bbr\\b") { rewrite ^ /index.html.br last; }
      rewrite ^ /index.html last;
    }
    location = /index.html { add_header Vary Accept-Encoding; }
    location = /index.html.br {
      types { }
      default_type text/html;
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
    }
  }
}
`;

/**
 * Starts nginx on `htmlFile`, or answers `{ skipped: reason }` when there is no nginx or it does
 * not start. `workers`: nginx worker processes (1: one process, as the product is).
 */
export async function startNginxCeiling(htmlFile, { workers = 1 } = {}) {
  const nginx = findNginx();
  if (!nginx) return { skipped: "nginx is not installed (apt-get install nginx; or NGINX=/path/to/nginx)" };
  const about = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const version = /nginx\/(\S+)/.exec(about.stderr ?? "")?.[1] ?? "unknown";
  const hasBrotliModule = /brotli/i.test(about.stderr ?? "");
  // Readable by nginx's workers, which run as nobody when the master is root.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-bench-nginx-"));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "www"), { mode: 0o755 });
  fs.mkdirSync(path.join(dir, "tmp"), { mode: 0o755 });
  const html = fs.readFileSync(htmlFile);
  const br = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  fs.writeFileSync(path.join(dir, "www", "index.html"), html, { mode: 0o644 });
  fs.writeFileSync(path.join(dir, "www", "index.html.br"), br, { mode: 0o644 });
  const port = await freePort();
  const configFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(configFile, config({ dir, port, workers }));
  const child = spawn(nginx, ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT"); // graceful: the workers finish and exit with the master
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/`)).ok) {
        return {
          url,
          stop,
          describe: `nginx ${version}, ${workers} worker${workers === 1 ? "" : "s"}, build/client/index.html (${html.length} B; br ${br.length} B, ${
            hasBrotliModule ? "a static .br" : "no brotli module: a static .br"
          } made by the bench, sent with Content-Encoding: br)`,
        };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const errorLog = fs.readFileSync(path.join(dir, "error.log"), { encoding: "utf8", flag: "a+" });
  await stop();
  const why = `${stderr}\n${errorLog}`.trim().split("\n").pop() || `exit code ${child.exitCode}`;
  return { skipped: `nginx (${nginx}) did not start: ${why}` };
}
