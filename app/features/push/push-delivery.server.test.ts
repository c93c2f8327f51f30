/**
 * Web Push delivery (issue 17) against a real HTTPS server on loopback standing in for a browser's push
 * service: web-push sends real encrypted requests with VAPID auth to the endpoint stored for a browser.
 * The test holds each "browser's" keys, so it decrypts what arrived. The server's certificate is made
 * for this run with the openssl command and trusted through https.globalAgent (web-push's agent).
 */
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { db, schema } from "~/lib/db.server";
import { action as pushApi } from "~/routes/api.site.push-subscriptions";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { notify, ownerAndFan, setPreferences } from "../notifications/notification-test-helpers";
import { vapidDetails } from "./push-config.server";
import { sendPendingPushes } from "./push-delivery.server";
import { deletePushSubscription, savePushSubscription } from "./push-subscription-mutations.server";
import { isPushServiceEndpoint } from "./push-subscription-schema";

// The site's VAPID identity for this file (read by env() on first use, after the imports).
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = "mailto:push-test@muddle.example";

// web-push's own encryption library (RFC 8188), to read the payload as the browser would.
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

setupTestDatabase();

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
/** What the push service answers per path (201 when not listed). */
const answers = new Map<string, number>();
let server: https.Server;
let origin = "";

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  const tls = selfSignedCertificate();
  https.globalAgent.options.ca = tls.cert;
  server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

/** A browser's subscription: its keys stay here, the public half is stored as the browser would send it. */
async function subscribeBrowser(memberId: string, path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString("base64url");
  const endpoint = `${origin}${path}`;
  const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret };
  await savePushSubscription(memberId, { endpoint, keys }, "test browser");
  return {
    endpoint,
    read: (body: Buffer) =>
      JSON.parse(ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret }).toString("utf8")) as {
        title: string;
        body: string;
        url: string;
      },
  };
}

async function unpushed(recipientId: string) {
  const rows = await db
    .select({ pushed: schema.notifications.pushed_at })
    .from(schema.notifications)
    .where(eq(schema.notifications.recipient_id, recipientId));
  return rows.filter((row) => row.pushed === null).length;
}

async function browsersOf(memberId: string) {
  return db.select().from(schema.push_subscriptions).where(eq(schema.push_subscriptions.profile_id, memberId));
}

describe("Web Push delivery", () => {
  it("sends each unpushed notification to each browser, encrypted and with VAPID auth, and marks it pushed", async () => {
    const { owner, fan, fanName, recipe } = await ownerAndFan("push");
    const second = await createMember("pushsecond");
    const laptop = await subscribeBrowser(owner.id, "/laptop");
    const phone = await subscribeBrowser(owner.id, "/phone");
    await notify(owner.id, fan.id, "recipe_comment", recipe);
    await notify(owner.id, fan.id, "recipe_like", recipe);
    await notify(owner.id, second.id, "recipe_like", recipe);

    await sendPendingPushes(owner.id);

    // Two pushes (the comment; the two likes as one) to each of two browsers.
    expect(received.map((r) => r.path).sort()).toEqual(["/laptop", "/laptop", "/phone", "/phone"]);
    for (const request of received) {
      const [, jwt, key] =
        /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(request.headers.authorization ?? "") ?? [];
      expect(key).toBe(vapid.publicKey);
      const claims = JSON.parse(Buffer.from(String(jwt).split(".")[1] as string, "base64url").toString("utf8"));
      expect(claims).toMatchObject({ aud: origin, sub: "mailto:push-test@muddle.example" });
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    }
    const onLaptop = received.filter((r) => r.path === "/laptop").map((r) => laptop.read(r.body));
    expect(onLaptop.map((payload) => payload.body).sort()).toEqual([
      `${fanName} commented on Negroni push1`,
      `pushsecond and 1 other liked Negroni push1`,
    ]);
    expect(onLaptop[0]?.url).toMatch(/^\/recipes\/pushowner1\/negroni-push1/);
    expect(received.filter((r) => r.path === "/phone").map((r) => phone.read(r.body).title)).toEqual([
      "Muddle",
      "Muddle",
    ]);
    expect(await unpushed(owner.id)).toBe(0);

    await sendPendingPushes(owner.id);
    expect(received).toHaveLength(4);
  });

  it("removes a browser whose push service answers 410 or 404, and keeps the others", async () => {
    const { owner, fan } = await ownerAndFan("gone");
    await subscribeBrowser(owner.id, "/gone-410");
    await subscribeBrowser(owner.id, "/gone-404");
    await subscribeBrowser(owner.id, "/still-here");
    answers.set("/gone-410", 410);
    answers.set("/gone-404", 404);
    await notify(owner.id, fan.id, "new_follower");

    await sendPendingPushes(owner.id);

    expect(received.map((r) => r.path).sort()).toEqual(["/gone-404", "/gone-410", "/still-here"]);
    expect((await browsersOf(owner.id)).map((b) => new URL(b.endpoint).pathname)).toEqual(["/still-here"]);
  });

  it("sends nothing with Push Notifications off, or for a kind whose switch is off, and still marks the rows", async () => {
    const { owner, fan, recipe } = await ownerAndFan("quiet");
    const browser = await subscribeBrowser(owner.id, "/quiet");
    await setPreferences(owner.id, { push_notifications: false });
    await notify(owner.id, fan.id, "recipe_comment", recipe);
    await sendPendingPushes(owner.id);
    expect(received).toHaveLength(0);
    expect(await unpushed(owner.id)).toBe(0);

    await setPreferences(owner.id, { push_notifications: true, recipe_comments: false });
    await notify(owner.id, fan.id, "recipe_comment", recipe);
    await notify(owner.id, fan.id, "recipe_like", recipe);
    await sendPendingPushes(owner.id);
    expect(received.map((r) => browser.read(r.body).body)).toEqual([expect.stringContaining("liked Negroni")]);
    expect(await unpushed(owner.id)).toBe(0);
  });

  it("marks a member's rows when they have no browser subscribed", async () => {
    const { owner, fan } = await ownerAndFan("nobrowser");
    await notify(owner.id, fan.id, "new_follower");
    await sendPendingPushes(owner.id);
    expect(received).toHaveLength(0);
    expect(await unpushed(owner.id)).toBe(0);
  });

  it("uses the VAPID keys from the environment", () => {
    expect(vapidDetails()).toEqual({
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: "mailto:push-test@muddle.example",
    });
  });
});

describe("push subscriptions", () => {
  it("a member removes only their own browser's subscription", async () => {
    const owner = await createMember("subowner");
    const stranger = await createMember("substranger");
    const { endpoint } = await subscribeBrowser(owner.id, "/mine");
    await deletePushSubscription(stranger.id, endpoint);
    expect(await browsersOf(owner.id)).toHaveLength(1);
    await deletePushSubscription(owner.id, endpoint);
    expect(await browsersOf(owner.id)).toHaveLength(0);
  });

  it("the API stores a signed-in member's browser, refuses other endpoints, and answers 401 signed out", async () => {
    const { cookie } = await signUpConfirmed({ username: "apipush", email: "apipush@example.com" }, "198.51.100.90");
    const [member] = await db.select().from(schema.user).where(eq(schema.user.email, "apipush@example.com"));
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    const call = (body: unknown, headers: Record<string, string> = { cookie }) =>
      pushApi({
        request: new Request("http://localhost:3000/api/site/push-subscriptions", {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        params: {},
        context: {},
      } as never);

    expect((await call({ endpoint: "https://fcm.googleapis.com/fcm/send/api-test", keys }, {})).status).toBe(401);
    expect((await call({ endpoint: `${origin}/internal`, keys })).status).toBe(400);
    expect((await call({ endpoint: "https://fcm.googleapis.com/fcm/send/api-test", keys })).status).toBe(201);
    expect((await browsersOf(member?.id as string)).map((b) => b.endpoint)).toEqual([
      "https://fcm.googleapis.com/fcm/send/api-test",
    ]);
  });

  it("accepts only the browsers' push services as endpoints, so the server never posts elsewhere", () => {
    expect(isPushServiceEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(isPushServiceEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    expect(isPushServiceEndpoint("https://web.push.apple.com/QGx")).toBe(true);
    expect(isPushServiceEndpoint("https://wns2-par02p.notify.windows.com/w/?token=x")).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://localhost/push",
      "https://169.254.169.254/latest/meta-data",
      "https://evilgoogleapis.com/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pass@fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});
