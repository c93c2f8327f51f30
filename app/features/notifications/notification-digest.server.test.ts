/** E-mail digests from the notifications outbox: who gets one, what it says, and at most one an hour. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { DIGEST_INTERVAL_MS, deliverEmailDigest } from "./notification-digest.server";
import { mailFor, notify, ownerAndFan, setPreferences, unemailed } from "./notification-test-helpers";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

setupTestDatabase();

describe("e-mail digests", () => {
  it("groups several events into one e-mail with absolute links and a one-click unsubscribe", async () => {
    const { owner, ownerName, fan, fanName, recipe } = await ownerAndFan("group");
    const second = await createMember("groupsecond");
    const third = await createMember("groupthird");
    await notify(owner.id, fan.id, "recipe_like", recipe);
    await notify(owner.id, second.id, "recipe_like", recipe);
    await notify(owner.id, third.id, "recipe_like", recipe);
    await notify(owner.id, fan.id, "recipe_comment", recipe);
    await notify(owner.id, fan.id, "new_follower");

    expect(await deliverEmailDigest(owner.id)).toEqual({ status: "sent", count: 5 });

    const mail = await mailFor(ownerName);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message?.subject).toBe("Muddle: 5 new notifications");
    // The in-app list's grouping and words: likes on one recipe are one line, newest liker first.
    expect(message?.text).toContain("groupthird and 2 others liked Negroni group1");
    expect(message?.text).toContain(`${fanName} commented on Negroni group1`);
    expect(message?.text).toContain(`${fanName} started following you`);
    expect(message?.text).toContain(`http://localhost:3000/recipes/${ownerName}/negroni-group1\n`);
    expect(message?.text).toContain(`http://localhost:3000/recipes/${ownerName}/negroni-group1#comments-title`);
    expect(message?.html).toContain(`href="http://localhost:3000/${fanName}"`);
    expect(message?.html).toContain(`>groupthird and 2 others liked Negroni group1</a>`);
    const header = message?.headers?.["List-Unsubscribe"] ?? "";
    expect(message?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = header.slice(1, -1);
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(message?.text).toContain(link);
    expect(await verifyUnsubscribeToken("notifications", new URL(link).searchParams.get("token") ?? "")).toBe(owner.id);
    expect(await unemailed(owner.id)).toBe(0);
  });

  it("sends at most one digest an hour and the held-back events together after it", async () => {
    const { owner, ownerName, fan, recipe } = await ownerAndFan("hour");
    const start = new Date();
    await notify(owner.id, fan.id, "recipe_like", recipe);
    expect((await deliverEmailDigest(owner.id, start)).status).toBe("sent");

    await notify(owner.id, fan.id, "recipe_comment", recipe);
    await notify(owner.id, fan.id, "new_follower");
    const later = new Date(start.getTime() + 10 * 60_000);
    expect(await deliverEmailDigest(owner.id, later)).toEqual({
      status: "deferred",
      until: new Date(start.getTime() + DIGEST_INTERVAL_MS),
    });
    expect(await mailFor(ownerName)).toHaveLength(1);
    expect(await unemailed(owner.id)).toBe(2);

    const afterHour = new Date(start.getTime() + DIGEST_INTERVAL_MS);
    expect(await deliverEmailDigest(owner.id, afterHour)).toEqual({ status: "sent", count: 2 });
    const mail = await mailFor(ownerName);
    expect(mail).toHaveLength(2);
    expect(mail[0]?.subject).toBe("Muddle: 2 new notifications");
  });

  it("e-mails no one whose address is unverified, and marks the rows so they are not looked at again", async () => {
    const { owner, ownerName, fan, recipe } = await ownerAndFan("unverified");
    await db.update(schema.user).set({ emailVerified: false }).where(eq(schema.user.id, owner.id));
    await notify(owner.id, fan.id, "recipe_like", recipe);

    expect(await deliverEmailDigest(owner.id)).toEqual({ status: "nothing" });
    expect(await mailFor(ownerName)).toHaveLength(0);
    expect(await unemailed(owner.id)).toBe(0);
  });

  it("e-mails nothing when Email Notifications is off", async () => {
    const { owner, ownerName, fan, recipe } = await ownerAndFan("emailoff");
    await setPreferences(owner.id, { email_notifications: false });
    await notify(owner.id, fan.id, "recipe_comment", recipe);

    expect(await deliverEmailDigest(owner.id)).toEqual({ status: "nothing" });
    expect(await mailFor(ownerName)).toHaveLength(0);
    expect(await unemailed(owner.id)).toBe(0);
  });

  it("leaves out the events whose own switch is off", async () => {
    const { owner, ownerName, fan, recipe } = await ownerAndFan("switchoff");
    await setPreferences(owner.id, { recipe_likes: false });
    await notify(owner.id, fan.id, "recipe_like", recipe);
    await notify(owner.id, fan.id, "recipe_comment", recipe);

    expect(await deliverEmailDigest(owner.id)).toEqual({ status: "sent", count: 1 });
    const [message] = await mailFor(ownerName);
    expect(message?.text).toContain("commented on Negroni");
    expect(message?.text).not.toContain("liked");
    expect(await unemailed(owner.id)).toBe(0);
  });
});
