/**
 * Operations' view of requests (issue 20): every request carries an id (the proxy's `X-Request-Id` when
 * it sends a well-formed one, else a new one) in its response and in every line logged while it runs;
 * with LOG_FORMAT=json each console line is one JSON object, and with LOG_REQUESTS one line per request.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { format } from "node:util";
import type { RequestHandler } from "express";

type RequestContext = { requestId: string };
const context = new AsyncLocalStorage<RequestContext>();

/** Ids a proxy may pass in: short, and nothing that could forge a log line or a header. */
const PASSED_IN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const passedIn = req.get("x-request-id");
    const requestId = passedIn && PASSED_IN_ID.test(passedIn) ? passedIn : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    context.run({ requestId }, next);
  };
}

/** One line per finished request: method, path (no query: it may hold tokens), status, time, bytes. */
export function accessLog({ json }: { json: boolean }): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
      const fields = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms,
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
      };
      const line = `${fields.method} ${fields.path} ${fields.status} ${ms} ms`;
      if (json) console.info(line, { http: fields });
      else console.info(`${line} ${currentRequestId() ?? ""}`.trimEnd());
    });
    next();
  };
}

const LEVELS = { debug: "debug", info: "info", log: "info", warn: "warn", error: "error" } as const;

/**
 * Makes every console line one JSON object: time, level, message, the request's id, the instance (host
 * and pid). A trailing `{ http: {…} }` argument becomes fields of the line rather than text.
 */
export function logAsJson(output: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): void {
  const instance = `${hostname()}:${process.pid}`;
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, string][]) {
    console[method] = (...args: unknown[]) => {
      const last = args.at(-1);
      const extra = isFields(last) ? (args.pop() as Record<string, unknown>) : {};
      const errors = args.filter((arg): arg is Error => arg instanceof Error);
      output(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          msg: format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))),
          request_id: currentRequestId(),
          instance,
          ...extra,
          ...(errors.length ? { stack: errors.map((error) => error.stack).join("\n") } : {}),
        }),
      );
    };
  }
}

function isFields(value: unknown): value is { http: Record<string, unknown> } {
  return typeof value === "object" && value !== null && "http" in value && Object.keys(value).length === 1;
}
