/**
 * Issue 21: moderation reaches members through the notification layer. The author hears what was done
 * to their content or account and why (never who did it), each reporter hears how their report was
 * answered, nobody's switches turn these off, and the e-mail digest words them like the list.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliverEmailDigest } from "~/features/notifications/notification-digest.server";
import { listNotifications } from "~/features/notifications/notification-queries.server";
import { mailFor, setPreferences } from "~/features/notifications/notification-test-helpers";
import type { NotificationEntry } from "~/features/notifications/notification-text";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { appealAction, decideAppeal, listMemberNotices } from "./appeals.server";
import { removeAllContentOf } from "./bulk-removal.server";
import { decideCase } from "./case-decisions.server";
import { listQueue } from "./moderation-queue.server";
import { ReportInput } from "./moderation-schema";
import { reportContent } from "./report-mutations.server";
import { sanctionMember } from "./sanctions.server";

setupTestDatabase();

type Member = { id: string; role: string };
let moderator: Member;
let author: Member;
let reporters: Member[];
let bystander: Member;

async function member(username: string, role = "member"): Promise<Member> {
  const { id } = await createMember(username);
  if (role !== "member") await db.update(schema.user).set({ role }).where(eq(schema.user.id, id));
  return { id, role };
}

async function publish(owner: Member, name: string): Promise<string> {
  const { id } = await createRecipe(owner, RecipeInput.parse({ name, ingredients: [{ name: "Gin", quantity: 2 }] }));
  await setRecipeStatus(owner, id, "published");
  return id;
}

function report(by: Member, recipeId: string) {
  return reportContent(by, ReportInput.parse({ target_type: "recipe", target_id: recipeId, reason: "spam" }));
}

async function caseOf(title: string): Promise<string> {
  const entry = (await listQueue(moderator)).entries.find((e) => e.snapshot.title === title);
  if (!entry) throw new Error(`No open case for ${title}`);
  return entry.id;
}

async function entriesOf(memberId: string): Promise<NotificationEntry[]> {
  return (await listNotifications(memberId)).entries;
}

const moderationOnly = (entries: NotificationEntry[]) =>
  entries.filter((e) => e.kind === "moderation" || e.kind === "report_outcome");

beforeAll(async () => {
  moderator = await member("mn_mod", "moderator");
  author = await member("mn_author");
  reporters = [await member("mn_rep_a"), await member("mn_rep_b"), await member("mn_rep_c")];
  bystander = await member("mn_bystander");
  // Every switch off: moderation notices still arrive (they have none).
  await setPreferences(author.id, {
    recipe_comments: false,
    recipe_likes: false,
    new_followers: false,
    collection_updates: false,
  });
});

describe("moderation notices", () => {
  it("tell the author of an automatic hide and a deletion with the reason, and each reporter the outcome", async () => {
    const spam = await publish(author, "Casino Fizz");
    for (const reporter of reporters) await report(reporter, spam);

    const [hidden] = moderationOnly(await entriesOf(author.id));
    expect(hidden?.text).toBe(
      "Members' reports hid your recipe “Casino Fizz”. Reason: Members reported it as spam: it is hidden until a moderator reviews it.",
    );
    expect(hidden?.actor).toBeNull();
    expect(hidden?.unread).toBe(true);

    await decideCase(moderator, {
      case_id: await caseOf("Casino Fizz"),
      action: "remove",
      reason: "Casino advertising",
    });
    const [deleted] = moderationOnly(await entriesOf(author.id));
    expect(deleted?.text).toBe("Moderators deleted your recipe “Casino Fizz”. Reason: Casino advertising");
    expect(deleted?.text).not.toContain("mn_mod");
    const notices = await listMemberNotices(author.id);
    expect(deleted?.href).toBe(`/settings/moderation#action-${notices[0]?.id}`);

    for (const reporter of reporters) {
      const outcomes = moderationOnly(await entriesOf(reporter.id));
      expect(outcomes.map((e) => e.text)).toEqual([
        "Moderators reviewed the recipe you reported “Casino Fizz”. Action taken: thanks for helping keep Muddle friendly.",
      ]);
      expect(outcomes[0]?.href).toBe("/settings/moderation#your-reports");
      expect(outcomes[0]?.actor).toBeNull();
    }
    expect(moderationOnly(await entriesOf(moderator.id))).toEqual([]);
    expect(moderationOnly(await entriesOf(bystander.id))).toEqual([]);
  });

  it("do not tell an author of reports dismissed on something that stayed up; the reporter hears no action was needed", async () => {
    const fine = await publish(author, "Plain Daiquiri");
    await report(bystander, fine);
    const before = moderationOnly(await entriesOf(author.id)).length;
    await decideCase(moderator, { case_id: await caseOf("Plain Daiquiri"), action: "keep", reason: "A real recipe" });
    expect(moderationOnly(await entriesOf(author.id))).toHaveLength(before);
    const [outcome] = moderationOnly(await entriesOf(bystander.id));
    expect(outcome?.text).toBe(
      "Moderators reviewed the recipe you reported “Plain Daiquiri”. No action needed: it doesn't break the community rules.",
    );
  });

  it("tell the author when something the reports hid is kept: it is restored", async () => {
    const fine = await publish(author, "Honest Sour");
    await report(moderator, fine); // a moderator's report hides at once
    await decideCase(moderator, { case_id: await caseOf("Honest Sour"), action: "keep", reason: "Nothing wrong" });
    const [restored] = moderationOnly(await entriesOf(author.id));
    expect(restored?.text).toBe("Moderators restored your recipe “Honest Sour”. Reason: Nothing wrong");
  });

  it("tell a member of a silence, and of its lifting after an appeal", async () => {
    await sanctionMember(moderator, { member_id: author.id, action: "silence", days: 0, reason: "Repeated spam" });
    const [silenced] = moderationOnly(await entriesOf(author.id));
    expect(silenced?.text).toBe("Moderators silenced your account until lifted. Reason: Repeated spam");

    const silence = (await listMemberNotices(author.id)).find((n) => n.action === "silence");
    await appealAction(author.id, { action_id: silence?.id ?? "", note: "It was a mistake" });
    const appeal = (await listQueue(moderator)).entries.find((e) => e.kind === "appeal");
    await decideAppeal(moderator, { case_id: appeal?.id ?? "", outcome: "reverse", reason: "Fair point" });
    const [lifted] = moderationOnly(await entriesOf(author.id));
    expect(lifted?.text).toBe("Moderators lifted the silence on your account. Reason: Fair point");
  });

  it("tell a member of a warning, and that an appeal of it was heard and the warning kept", async () => {
    const warned = await member("mn_warned");
    await sanctionMember(moderator, { member_id: warned.id, action: "warn", days: 0, reason: "Mind the tone" });
    const [warning] = moderationOnly(await entriesOf(warned.id));
    expect(warning?.text).toBe("Moderators sent you a warning. Reason: Mind the tone");

    const notice = (await listMemberNotices(warned.id)).find((n) => n.action === "warn");
    await appealAction(warned.id, { action_id: notice?.id ?? "", note: "I was quoting someone" });
    const appeal = (await listQueue(moderator)).entries.find(
      (e) => e.kind === "appeal" && e.owner_username === "mn_warned",
    );
    await decideAppeal(moderator, { case_id: appeal?.id ?? "", outcome: "keep", reason: "The quote was the insult" });
    const [answer] = moderationOnly(await entriesOf(warned.id));
    expect(answer?.text).toBe(
      "Moderators reviewed your appeal and kept their decision. Reason: The quote was the insult",
    );
  });

  it("tell a member once per item of a spam-wave removal, and the reporters of each item", async () => {
    const waver = await member("mn_waver");
    const first = await publish(waver, "Wave One");
    await publish(waver, "Wave Two");
    await report(bystander, first);
    expect(await removeAllContentOf(moderator, waver.id, "Spam wave")).toBe(2);
    const texts = moderationOnly(await entriesOf(waver.id))
      .map((e) => e.text)
      .sort();
    expect(texts).toEqual([
      "Moderators deleted your recipe “Wave One”. Reason: Spam wave",
      "Moderators deleted your recipe “Wave Two”. Reason: Spam wave",
    ]);
    const [outcome] = moderationOnly(await entriesOf(bystander.id));
    expect(outcome?.text).toContain("reported “Wave One”. Action taken");
  });

  it("reach the member's e-mail digest with the reason, though every event switch is off", async () => {
    await deliverEmailDigest(author.id);
    const [mail] = await mailFor("mn_author");
    expect(mail?.text).toContain("Moderators deleted your recipe “Casino Fizz”. Reason: Casino advertising");
    expect(mail?.text).toContain("/settings/moderation#action-");
    expect(mail?.text).not.toContain("mn_mod");
  });
});
