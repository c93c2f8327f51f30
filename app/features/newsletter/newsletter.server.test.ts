/** The newsletter's double opt-in (issue 17): pending until confirmed, signed links, no probing, member switch. */
import { signJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { db, schema } from "~/lib/db.server";
import { TooManyRequests } from "~/lib/errors";
import { action as unsubscribeAction } from "~/routes/newsletter.unsubscribe";
import { mailTo } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import {
  confirmNewsletterSubscription,
  requestNewsletterSubscription,
  setMemberNewsletter,
  unsubscribeFromNewsletter,
} from "./newsletter-mutations.server";
import { memberNewsletterStatus } from "./newsletter-queries.server";
import { NEWSLETTER_LINK_INVALID } from "./newsletter-schema";
import { signNewsletterConfirmToken } from "./newsletter-token.server";

setupTestDatabase();

const { newsletter_subscriptions: subscriptions } = schema;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

async function statusOf(email: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email));
  return row?.status ?? null;
}

/** The `token` of the newest link to `path` e-mailed to `email`. */
async function linkToken(email: string, path: "/newsletter/confirm" | "/newsletter/unsubscribe") {
  const message = (await mailTo(email)).find((m) => m.text.includes(`${path}?`));
  const link = message?.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`no ${path} link e-mailed to ${email}`);
  return token;
}

async function preferenceOf(memberId: string) {
  const [row] = await db
    .select({ preferences: schema.profiles.notification_preferences })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, memberId));
  return row?.preferences.newsletter;
}

describe("the home page's newsletter box", () => {
  it("keeps an address pending until the e-mailed link is followed, then it is subscribed", async () => {
    await requestNewsletterSubscription({ email: "  Reader@Example.com " }, nextIp());
    expect(await statusOf("reader@example.com")).toBe("pending");

    const [mail] = await mailTo("reader@example.com");
    expect(mail?.subject).toBe("Confirm your Muddle newsletter subscription");
    expect(mail?.text).toContain("http://localhost:3000/newsletter/unsubscribe?token=");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);

    await confirmNewsletterSubscription(await linkToken("reader@example.com", "/newsletter/confirm"));
    expect(await statusOf("reader@example.com")).toBe("subscribed");
  });

  it("answers the same for a known address, sends its owner a notice instead, and changes nothing", async () => {
    await requestNewsletterSubscription({ email: "known@example.com" }, nextIp());
    await confirmNewsletterSubscription(await linkToken("known@example.com", "/newsletter/confirm"));

    await expect(requestNewsletterSubscription({ email: "known@example.com" }, nextIp())).resolves.toBeUndefined();
    const [notice] = await mailTo("known@example.com");
    expect(notice?.subject).toBe("You're already subscribed to the Muddle newsletter");
    expect(notice?.text).toContain("/newsletter/unsubscribe?token=");
    expect(notice?.text).not.toContain("/newsletter/confirm?");
    expect(await statusOf("known@example.com")).toBe("subscribed");
  });

  it("refuses forged, altered, expired and wrong-kind confirmation links and changes nothing", async () => {
    await requestNewsletterSubscription({ email: "careful@example.com" }, nextIp());
    const good = await linkToken("careful@example.com", "/newsletter/confirm");
    const forged = await signJWT(
      { sub: "careful@example.com", purpose: "newsletter-confirm" },
      "a-secret-that-is-not-ours-but-long-enough",
      3600,
    );
    const altered = `${good.slice(0, -3)}${good.slice(-3) === "AAA" ? "BBB" : "AAA"}`;
    const expired = await signNewsletterConfirmToken("careful@example.com", -60);
    const unsubscribeToken = await signUnsubscribeToken("newsletter", "careful@example.com");
    for (const token of [forged, altered, expired, unsubscribeToken, ""]) {
      await expect(confirmNewsletterSubscription(token)).rejects.toThrow(NEWSLETTER_LINK_INVALID);
    }
    expect(await statusOf("careful@example.com")).toBe("pending");
  });

  it("unsubscribes by the e-mailed link without signing in, and an old confirmation link does not undo it", async () => {
    await requestNewsletterSubscription({ email: "leaver@example.com" }, nextIp());
    const confirm = await linkToken("leaver@example.com", "/newsletter/confirm");
    await confirmNewsletterSubscription(confirm);
    const unsubscribe = await linkToken("leaver@example.com", "/newsletter/unsubscribe");

    const forged = await signJWT(
      { sub: "leaver@example.com", list: "newsletter" },
      "not-our-secret-at-all-0123456789",
      60,
    );
    await expect(unsubscribeFromNewsletter(forged)).rejects.toThrow(/invalid or has expired/);
    await expect(
      unsubscribeFromNewsletter(await signUnsubscribeToken("notifications", "leaver@example.com")),
    ).rejects.toThrow(/invalid or has expired/);
    expect(await statusOf("leaver@example.com")).toBe("subscribed");

    await unsubscribeFromNewsletter(unsubscribe);
    expect(await statusOf("leaver@example.com")).toBe("unsubscribed");
    await expect(confirmNewsletterSubscription(confirm)).rejects.toThrow(NEWSLETTER_LINK_INVALID);
    expect(await statusOf("leaver@example.com")).toBe("unsubscribed");
  });

  it("takes a mail client's one-click unsubscribe (RFC 8058) on the link's address, with no session", async () => {
    await requestNewsletterSubscription({ email: "oneclick@example.com" }, nextIp());
    await confirmNewsletterSubscription(await linkToken("oneclick@example.com", "/newsletter/confirm"));
    const token = await linkToken("oneclick@example.com", "/newsletter/unsubscribe");
    const request = new Request(`http://localhost:3000/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = await unsubscribeAction({ request, params: {}, context: {} } as never);
    expect(answer).toEqual({ ok: true });
    expect(await statusOf("oneclick@example.com")).toBe("unsubscribed");
  });

  it("limits subscriptions per client address", async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) await requestNewsletterSubscription({ email: `flood${i}@example.com` }, address);
    await expect(requestNewsletterSubscription({ email: "flood5@example.com" }, address)).rejects.toBeInstanceOf(
      TooManyRequests,
    );
    expect(await statusOf("flood5@example.com")).toBeNull();
  });

  it("sends one address at most three confirmation e-mails an hour, answering the same every time", async () => {
    for (let i = 0; i < 5; i++) await requestNewsletterSubscription({ email: "inbox@example.com" }, nextIp());
    expect(await mailTo("inbox@example.com")).toHaveLength(3);
  });
});

describe("the member's Newsletter switch", () => {
  it("subscribes a verified account address at once and unsubscribes it when turned off", async () => {
    const member = await createMember("switcher");
    const viewer = { id: member.id, email: "switcher@example.com", email_verified: true };
    expect(await memberNewsletterStatus(member.id)).toBe("not_subscribed");

    expect(await setMemberNewsletter(viewer, true)).toBe("subscribed");
    expect(await memberNewsletterStatus(member.id)).toBe("subscribed");
    expect(await preferenceOf(member.id)).toBe(true);
    expect(await mailTo("switcher@example.com")).toHaveLength(0);

    expect(await setMemberNewsletter(viewer, false)).toBe("not_subscribed");
    expect(await memberNewsletterStatus(member.id)).toBe("not_subscribed");
    expect(await statusOf("switcher@example.com")).toBe("unsubscribed");
    expect(await preferenceOf(member.id)).toBe(false);
  });

  it("sends an unverified address the confirmation link and keeps it pending until it is followed", async () => {
    const member = await createMember("unproven");
    await db.update(schema.user).set({ emailVerified: false }).where(eq(schema.user.id, member.id));
    const viewer = { id: member.id, email: "unproven@example.com", email_verified: false };

    expect(await setMemberNewsletter(viewer, true)).toBe("pending");
    expect(await memberNewsletterStatus(member.id)).toBe("pending");
    await confirmNewsletterSubscription(await linkToken("unproven@example.com", "/newsletter/confirm"));
    expect(await memberNewsletterStatus(member.id)).toBe("subscribed");
  });

  it("follows the e-mailed unsubscribe link of the member's address", async () => {
    const member = await createMember("linkleaver");
    await setMemberNewsletter({ id: member.id, email: "linkleaver@example.com", email_verified: true }, true);
    await unsubscribeFromNewsletter(await signUnsubscribeToken("newsletter", "linkleaver@example.com"));
    expect(await memberNewsletterStatus(member.id)).toBe("not_subscribed");
    expect(await preferenceOf(member.id)).toBe(false);
  });
});
