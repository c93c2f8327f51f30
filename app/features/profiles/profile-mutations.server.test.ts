import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { ensureProfile, usernameCandidates } from "./profile-mutations.server";

setupTestDatabase();

async function userWithoutProfile(email: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: email, email });
  return { id, email };
}

describe("usernameCandidates", () => {
  it("starts from the e-mail prefix, made valid and long enough", () => {
    expect(usernameCandidates("ada.lovelace+bar@example.com")[0]).toBe("adalovelacebar");
    expect(usernameCandidates("jo@example.com")[0]).toBe("jomember");
    expect(usernameCandidates("recipes@example.com")[0]).toBe("recipes-member");
    expect(usernameCandidates("ada@example.com")[1]).toBe("ada2");
  });
});

describe("ensureProfile", () => {
  it("creates a profile named from the e-mail prefix for a user who has none", async () => {
    const user = await userWithoutProfile("cleo@example.com");
    const profile = await ensureProfile(user);
    expect(profile).toMatchObject({ id: user.id, username: "cleo", slug: "cleo", email: "cleo@example.com" });
    expect(profile.privacy_settings.allow_follows).toBe(true);
    expect(profile.notification_preferences.newsletter).toBe(true);
  });

  it("makes the name unique when the prefix is taken", async () => {
    const other = await userWithoutProfile("CLEO@another.example");
    const profile = await ensureProfile(other);
    expect(profile.username).toBe("CLEO2");
  });

  it("returns the existing profile instead of creating a second one", async () => {
    const user = await userWithoutProfile("dan@example.com");
    const [first, second] = await Promise.all([ensureProfile(user), ensureProfile(user)]);
    expect(first.id).toBe(second.id);
    expect(first.username).toBe(second.username);
  });
});
