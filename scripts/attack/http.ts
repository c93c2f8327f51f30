/** A raw HTTP client for the attack smoke test: exact control over lengths, chunking and redirects. */
import http from "node:http";

export type Answer = {
  status: number;
  location?: string;
  setCookie?: string[];
  retryAfter?: string;
  bodyBytes: number;
  ms: number;
  body: string;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** A whole body, sent with its Content-Length. */
  body?: string | Buffer;
  /** A body streamed chunked (no Content-Length) until `totalBytes` are sent or the server answers. */
  chunked?: { totalBytes: number; chunkBytes?: number };
  /** Claims this Content-Length but sends only what `body` holds. */
  declaredLength?: number;
  /** Gives up after this long (default 120 s). */
  timeoutMs?: number;
};

export function send(base: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  const started = performance.now();
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.body !== undefined) headers["content-length"] = options.declaredLength ?? Buffer.byteLength(options.body);
  if (options.chunked) headers["transfer-encoding"] = "chunked";
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, "ms">) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.byteLength;
          if (bytes < 64 * 1024) chunks.push(chunk);
        });
        const done = () =>
          finish({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            setCookie: res.headers["set-cookie"],
            retryAfter: res.headers["retry-after"],
            bodyBytes: bytes,
            body: Buffer.concat(chunks).toString("utf8"),
          });
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    // A server that refuses a body early may close the connection while we are still sending.
    req.on("error", (error) => finish({ status: 0, bodyBytes: 0, body: String(error) }));
    const timeoutMs = options.timeoutMs ?? 120_000;
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out after ${timeoutMs / 1000} s`)));
    if (options.chunked) streamChunks(req, options.chunked.totalBytes, options.chunked.chunkBytes ?? 64 * 1024);
    else req.end(options.body);
  });
}

function streamChunks(req: http.ClientRequest, total: number, chunkBytes: number) {
  const chunk = Buffer.alloc(chunkBytes, 0x61);
  let sent = 0;
  const pump = () => {
    while (sent < total && !req.destroyed) {
      sent += chunkBytes;
      if (!req.write(chunk)) return void req.once("drain", pump);
    }
    if (!req.destroyed) req.end();
  };
  req.on("response", () => {
    sent = total;
  });
  pump();
}

/** Cookie header value from a response's Set-Cookie lines. */
export function cookiesFrom(setCookie: string[] | undefined): string {
  return (setCookie ?? []).map((line) => line.split(";")[0]).join("; ");
}
