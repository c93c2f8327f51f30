/**
 * The Node HTTP server under Express: a request head large enough that an over-long URL gets our
 * own 414 (server/request-limits.ts) rather than a dropped connection, and a listen that ends the
 * process with a clear message when the port is taken, before anything opens the database.
 */
import { createServer, type RequestListener, type Server } from "node:http";
import { MAX_HEADER_BYTES } from "~/lib/limits";

export function createHttpServer(handler: RequestListener): Server {
  return createServer({ maxHeaderSize: MAX_HEADER_BYTES }, handler);
}

export class ListenError extends Error {
  override name = "ListenError";
}

/** Resolves with the bound port; rejects with a ListenError saying what to do. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(new ListenError(listenProblem(error, port, host), { cause: error }));
    };
    const onListening = () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

function listenProblem(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} is already in use: is Muddle already running? Set PORT to use another port.`;
    case "EACCES":
      return `Port ${port} needs more privileges than this process has. Set PORT to a port above 1023.`;
    case "EADDRNOTAVAIL":
      return `Cannot listen on ${host}: this machine has no such address. Check HOST.`;
    default:
      return `Cannot listen on port ${port}: ${error.message}`;
  }
}
