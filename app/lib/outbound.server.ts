/**
 * The only way the server fetches a URL (issue 22): a recipe page to import, the photos on it, and the
 * site's robots.txt. Each hop of a redirect chain (at most 5) is a new connection through
 * request-filtering-agent, which checks the address DNS gave *at connect time*, for IPv4 and IPv6, and
 * refuses loopback, private, link-local, multicast and reserved ranges, so neither a redirect nor a
 * name that resolves to 127.0.0.1 (or is re-pointed between two lookups) reaches inside our network.
 * The whole fetch has one 10-second budget, the body a size cap per kind, the answer a content type
 * we asked for. We say who we are (MuddleBot) and honour robots.txt.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import robotsParser from "robots-parser";
import { env } from "./env.server";
import { OUTBOUND_LIMITS } from "./limits";

export type OutboundProblem =
  | "not_web_address"
  | "blocked_address"
  | "unreachable"
  | "timeout"
  | "too_many_redirects"
  | "http_error"
  | "wrong_type"
  | "too_large"
  | "robots_disallowed";

/** A fetch that did not give us what we asked for; `problem` says which way, for a message a member can act on. */
export class OutboundError extends Error {
  constructor(
    readonly problem: OutboundProblem,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

export type OutboundResponse = { url: string; status: number; contentType: string; body: Buffer };

export type OutboundOptions = {
  /** Content types accepted, as prefixes: ["text/html", "application/xhtml+xml"], ["image/"]. */
  accept: string[];
  maxBytes: number;
  /** The Accept header sent. */
  acceptHeader?: string;
  /**
   * Private addresses this fetch may reach anyway: OUTBOUND_ALLOW_ADDRESSES by default (empty in
   * production); a test names its own local server here.
   */
  allowAddresses?: readonly string[];
  /** Tests only: a resolver standing in for DNS, and a shorter time budget. */
  lookup?: LookupFunction;
  timeoutMs?: number;
};

export function userAgent(): string {
  return `MuddleBot/1.0 (+${env().PUBLIC_URL}/bot)`;
}

const agents = new Map<string, { http: http.Agent; https: https.Agent }>();

/** One pair of filtering agents per allow-list (in practice one: the configured list). */
function agentFor(protocol: string, allow: readonly string[]) {
  const key = allow.join(",");
  let pair = agents.get(key);
  if (!pair) {
    const filter = { allowIPAddressList: [...allow], keepAlive: false };
    pair = { http: new RequestFilteringHttpAgent(filter), https: new RequestFilteringHttpsAgent(filter) };
    agents.set(key, pair);
  }
  return protocol === "https:" ? pair.https : pair.http;
}

/** The address as a URL we may fetch: http or https, no user name or password in it. */
export function webAddress(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new OutboundError("not_web_address", "That is not a web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError("not_web_address", "Only http and https addresses can be fetched.");
  }
  if (url.username || url.password)
    throw new OutboundError("not_web_address", "Addresses with a password cannot be fetched.");
  url.hash = "";
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs `address`, following redirects; throws OutboundError for anything but a 2xx of an accepted type. */
export async function fetchOutbound(address: string, options: OutboundOptions): Promise<OutboundResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs);
  let url = webAddress(address);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(url, options, deadline);
    if (REDIRECTS.has(answer.status)) {
      answer.response.destroy();
      const location = answer.response.headers.location;
      if (!location)
        throw new OutboundError("http_error", "The site answered with a redirect to nowhere.", answer.status);
      if (hop >= OUTBOUND_LIMITS.maxRedirects) {
        throw new OutboundError(
          "too_many_redirects",
          `The site redirected more than ${OUTBOUND_LIMITS.maxRedirects} times.`,
        );
      }
      url = webAddress(new URL(location, url).toString());
      continue;
    }
    return readBody(url, answer.response, options, deadline);
  }
}

function requestOnce(
  url: URL,
  options: OutboundOptions,
  deadline: AbortSignal,
): Promise<{ status: number; response: http.IncomingMessage }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        agent: agentFor(url.protocol, options.allowAddresses ?? env().OUTBOUND_ALLOW_ADDRESSES),
        signal: deadline,
        ...(options.lookup ? { lookup: options.lookup } : {}),
        headers: {
          "User-Agent": userAgent(),
          Accept: options.acceptHeader ?? options.accept.join(", "),
          "Accept-Encoding": "identity",
        },
      },
      (response) => resolve({ status: response.statusCode ?? 0, response }),
    );
    request.on("error", (error) => reject(connectionProblem(error, deadline)));
    request.end();
  });
}

function connectionProblem(error: Error, deadline: AbortSignal): OutboundError {
  if (deadline.aborted) return new OutboundError("timeout", "The site took too long to answer.");
  if (/is not allowed/.test(error.message)) {
    return new OutboundError("blocked_address", "That address points inside a private network, which we never fetch.");
  }
  return new OutboundError("unreachable", "The site could not be reached.");
}

function readBody(
  url: URL,
  response: http.IncomingMessage,
  options: OutboundOptions,
  deadline: AbortSignal,
): Promise<OutboundResponse> {
  const status = response.statusCode ?? 0;
  const contentType = (response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const refuse = (error: OutboundError) => {
    response.destroy();
    return Promise.reject(error);
  };
  if (status < 200 || status > 299) {
    return refuse(new OutboundError("http_error", `The site answered ${status}.`, status));
  }
  if (!options.accept.some((prefix) => contentType.startsWith(prefix))) {
    return refuse(
      new OutboundError("wrong_type", `The address is ${contentType || "of an unknown type"}, not what we can read.`),
    );
  }
  const tooLarge = () =>
    new OutboundError(
      "too_large",
      `That is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB, more than we fetch.`,
    );
  if (Number(response.headers["content-length"] ?? 0) > options.maxBytes) return refuse(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) {
        // Rejected first: destroying emits "aborted" at once, which would otherwise say "unreachable".
        reject(tooLarge());
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => resolve({ url: url.toString(), status, contentType, body: Buffer.concat(chunks) }));
    response.on("error", (error) => reject(connectionProblem(error, deadline)));
    response.on("aborted", () => reject(connectionProblem(new Error("aborted"), deadline)));
  });
}

/** Whether the site's robots.txt lets MuddleBot fetch `url`. No robots.txt (or none we can read) allows it. */
export async function robotsAllow(
  url: URL,
  options: Pick<OutboundOptions, "allowAddresses" | "lookup" | "timeoutMs"> = {},
) {
  const robotsUrl = new URL("/robots.txt", url.origin);
  let text: string;
  try {
    const answer = await fetchOutbound(robotsUrl.toString(), {
      ...options,
      accept: ["text/plain"],
      maxBytes: OUTBOUND_LIMITS.robotsBytes,
    });
    text = answer.body.toString("utf8");
  } catch (error) {
    // A missing, odd or huge robots.txt says nothing; an address we may not reach stays refused.
    if (error instanceof OutboundError && ["http_error", "wrong_type", "too_large"].includes(error.problem))
      return true;
    throw error;
  }
  return robotsParser(robotsUrl.toString(), text).isAllowed(url.toString(), ROBOT_NAME) !== false;
}

const ROBOT_NAME = "MuddleBot";
const PAGE_TYPES = ["text/html", "application/xhtml+xml"];

/** A web page to read a recipe from: robots.txt first, then the page itself (HTML, at most 5 MB). */
export async function fetchPage(
  address: string,
  options: Pick<OutboundOptions, "allowAddresses" | "lookup" | "timeoutMs"> = {},
) {
  const url = webAddress(address);
  if (!(await robotsAllow(url, options))) {
    throw new OutboundError("robots_disallowed", "The site's robots.txt does not allow MuddleBot to fetch this page.");
  }
  return fetchOutbound(url.toString(), {
    ...options,
    accept: PAGE_TYPES,
    acceptHeader: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    maxBytes: OUTBOUND_LIMITS.pageBytes,
  });
}
