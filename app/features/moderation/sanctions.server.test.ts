/**
 * Issue 21: new-member limits and held links, silences, suspensions, the automatic silence of a
 * spammer, appeals, and roles. Every rule against the real database and auth service.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signInMember } from "~/features/auth/auth-mutations.server";
import { LoginSchema } from "~/features/auth/auth-schema";
import { addPostComment } from "~/features/feed/post-comment-mutations.server";
import { createPost } from "~/features/feed/post-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { addComment } from "~/features/social/comment-mutations.server";
import { listRecipeComments } from "~/features/social/comment-queries.server";
import { db, schema } from "~/lib/db.server";
import { AppError, Forbidden, Invalid, NotFound, TooManyRequests } from "~/lib/errors";
import { formRequest, signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import {
  acknowledgeWarning,
  appealAction,
  decideAppeal,
  listMemberNotices,
  listMyReports,
  unacknowledgedWarnings,
} from "./appeals.server";
import { removeAllContentOf } from "./bulk-removal.server";
import { decideCase } from "./case-decisions.server";
import { listLog, listQueue } from "./moderation-queue.server";
import { ReportInput } from "./moderation-schema";
import { reportContent } from "./report-mutations.server";
import { listTeam, setModerator } from "./roles.server";
import { sanctionMember } from "./sanctions.server";
import { TOO_MANY_LINKS } from "./write-guard.server";

setupTestDatabase();

type Member = { id: string; role: string };
const recipeInput = RecipeInput.parse({ name: "Gimlet", ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });
let admin: Member;
let moderator: Member;
let host: Member;
let reader: Member;
let recipeId: string;

async function member(username: string, options: { role?: string; joined?: Date } = {}): Promise<Member> {
  const { id } = await createMember(username, options.joined ? { joined: options.joined } : {});
  const role = options.role ?? "member";
  if (role !== "member") await db.update(schema.user).set({ role }).where(eq(schema.user.id, id));
  return { id, role };
}

const newMember = (username: string) => member(username, { joined: new Date() });

async function storedComments(authorId: string) {
  return db.select().from(schema.recipe_comments).where(eq(schema.recipe_comments.user_id, authorId));
}

beforeAll(async () => {
  admin = await member("san_admin", { role: "admin" });
  moderator = await member("san_mod", { role: "moderator" });
  host = await member("san_host");
  reader = await member("san_reader");
  recipeId = (await createRecipe(host, recipeInput)).id;
  await setRecipeStatus(host, recipeId, "published");
});

describe("new members", () => {
  it("hold a comment with a link for review: its author sees it waiting, others do not, until approved", async () => {
    const fresh = await newMember("san_fresh");
    const comment = await addComment(fresh, recipeId, "Try it with https://gin.example and www.tonic.example");
    expect(comment.moderation).toBe("held");
    expect((await listRecipeComments(recipeId, reader.id)).map((c) => c.text)).not.toContain(comment.text);
    const own = (await listRecipeComments(recipeId, fresh.id)).find((c) => c.id === comment.id);
    expect(own?.moderation).toBe("held");

    const held = (await listQueue(moderator)).entries.find(
      (e) => e.kind === "held" && e.owner_username === "san_fresh",
    );
    expect(held?.snapshot.text).toContain("https://gin.example");
    await decideCase(moderator, { case_id: held?.id ?? "", action: "keep", reason: "Helpful links" });
    expect((await listRecipeComments(recipeId, reader.id)).map((c) => c.text)).toContain(comment.text);
    expect((await listLog(moderator))[0]?.action).toBe("approve");
  });

  it("refuse more than 2 links in a comment or post, and store nothing", async () => {
    const fresh = await newMember("san_links");
    const text = "Try gin.com, tonic.net and https://bitters.org";
    await expect(addComment(fresh, recipeId, text)).rejects.toThrow(TOO_MANY_LINKS);
    await expect(createPost(fresh, { content: text })).rejects.toThrow(Invalid);
    expect(await storedComments(fresh.id)).toEqual([]);
  });

  it("a flood of 50 comments in a minute stores one and gives the limit message for the rest", async () => {
    const fresh = await newMember("san_flood");
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => addComment(fresh, recipeId, `Comment number ${i}`)),
    );
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const error of refused) {
      expect(error).toBeInstanceOf(TooManyRequests);
      expect((error as Error).message).toMatch(
        /^New members can write 5 comments in their first day, one every 30 seconds/,
      );
    }
    expect(await storedComments(fresh.id)).toHaveLength(1);
  });

  it("may write 3 posts in their first day", async () => {
    const fresh = await newMember("san_poster");
    for (const n of [1, 2, 3]) await createPost(fresh, { content: `Post ${n}` });
    await expect(createPost(fresh, { content: "Post 4" })).rejects.toThrow(
      /New members can write 3 posts in their first day/,
    );
    const posts = await db.select().from(schema.community_posts).where(eq(schema.community_posts.user_id, fresh.id));
    expect(posts).toHaveLength(3);
  });

  it("established members are not held back", async () => {
    const comment = await addComment(reader, recipeId, "See https://gin.example");
    expect(comment.moderation).toBe("visible");
  });
});

describe("silence and suspension", () => {
  it("a silenced member can read but not write, until the silence is lifted", async () => {
    const loud = await member("san_loud");
    await sanctionMember(moderator, { member_id: loud.id, action: "silence", days: 3, reason: "Cool off" });
    await expect(addComment(loud, recipeId, "Still here")).rejects.toThrow(Forbidden);
    await expect(addComment(loud, recipeId, "Still here")).rejects.toThrow(/silenced until/);
    await expect(createRecipe(loud, recipeInput)).rejects.toThrow(Forbidden);
    expect((await listRecipeComments(recipeId, loud.id)).length).toBeGreaterThan(0);
    await sanctionMember(moderator, { member_id: loud.id, action: "lift_silence", days: 7, reason: "Done" });
    expect((await addComment(loud, recipeId, "Back again")).text).toBe("Back again");
    const log = await listLog(moderator);
    expect(log.find((l) => l.action === "silence" && l.member_username === "san_loud")?.reverted_at).not.toBeNull();
  });

  it("a suspended member's sessions end at once and sign-in is refused with the reason and end date", async () => {
    const { email } = await signUpConfirmed({ username: "san_banned", email: "san_banned@example.com" }, "10.21.0.1");
    const [row] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
    const id = row?.id ?? "";
    expect(await db.select().from(schema.session).where(eq(schema.session.userId, id))).toHaveLength(1);
    await sanctionMember(moderator, { member_id: id, action: "suspend", days: 7, reason: "Spam wave" });
    expect(await db.select().from(schema.session).where(eq(schema.session.userId, id))).toEqual([]);
    const login = LoginSchema.parse({ email, password: "correct-horse-battery" });
    await expect(signInMember(login, formRequest("/login"), "10.21.0.2")).rejects.toThrow(
      /^Your account is suspended until [A-Z][a-z]+ \d+, \d{4}\. Reason: Spam wave$/,
    );
    await sanctionMember(moderator, { member_id: id, action: "lift_suspension", days: 7, reason: "Appeal accepted" });
    await expect(signInMember(login, formRequest("/login"), "10.21.0.3")).resolves.toBeInstanceOf(Headers);
  });

  it("moderators cannot sanction admins, other moderators or themselves; members cannot sanction at all", async () => {
    const target = { action: "warn" as const, days: 7, reason: "x" };
    await expect(sanctionMember(moderator, { ...target, member_id: admin.id })).rejects.toThrow(Forbidden);
    await expect(sanctionMember(moderator, { ...target, member_id: moderator.id })).rejects.toThrow(Forbidden);
    const other = await member("san_mod2", { role: "moderator" });
    await expect(sanctionMember(moderator, { ...target, member_id: other.id })).rejects.toThrow(Forbidden);
    await expect(sanctionMember(reader, { ...target, member_id: host.id })).rejects.toThrow(NotFound);
    await expect(sanctionMember(moderator, { ...target, member_id: "no-such-member" })).rejects.toThrow(NotFound);
  });

  it("three upheld spam reports against a new member silence them until a moderator decides", async () => {
    const spammer = await newMember("san_spammer");
    const post = await createPost(spammer, { content: "Cheap watches" });
    const comments = [];
    for (const n of [1, 2]) {
      comments.push(await addPostComment(spammer, post.id, { content: `Cheap watches ${n}` }).catch((e) => e));
    }
    // One comment every 30 seconds for a new member: the second is refused. The comment goes before its post.
    expect(comments[1]).toBeInstanceOf(TooManyRequests);
    const first = comments[0] as { comment: { id: string } };
    const targets: [string, string][] = [
      ["post_comment", first.comment.id],
      ["post", post.id],
    ];
    const third = (await createRecipe(spammer, { ...recipeInput, name: "Watch Sour" })).id;
    await setRecipeStatus(spammer, third, "published");
    targets.push(["recipe", third]);
    for (const [type, id] of targets) {
      await reportContent(reader, ReportInput.parse({ target_type: type, target_id: id, reason: "spam" }));
      const entry = (await listQueue(moderator)).entries.find(
        (e) => e.owner_username === "san_spammer" && e.kind === "reports",
      );
      await decideCase(moderator, { case_id: entry?.id ?? "", action: "remove", reason: "Spam" });
    }
    await expect(createPost(spammer, { content: "More watches" })).rejects.toThrow(/silenced: you can read/);
    const notices = await listMemberNotices(spammer.id);
    expect(notices[0]?.action).toBe("auto_silence");
    // The reporter sees the outcome of each report.
    const mine = await listMyReports(reader.id);
    expect(mine.slice(0, 3).map((r) => r.outcome)).toEqual(["upheld", "upheld", "upheld"]);
  });
});

describe("a spam wave", () => {
  it("deletes everything one member published, logs each item, and decides their open cases", async () => {
    const wave = await member("san_wave");
    const recipe = (await createRecipe(wave, { ...recipeInput, name: "Wave Punch" })).id;
    await setRecipeStatus(wave, recipe, "published");
    const comment = await addComment(wave, recipeId, "Cheap bottles here");
    const post = await createPost(wave, { content: "Cheap bottles" });
    await reportContent(reader, ReportInput.parse({ target_type: "post", target_id: post.id, reason: "spam" }));
    await expect(removeAllContentOf(reader, wave.id, "Spam")).rejects.toThrow(NotFound);

    expect(await removeAllContentOf(moderator, wave.id, "Spam wave")).toBe(3);
    const states = await Promise.all([
      db.select({ m: schema.recipes.moderation }).from(schema.recipes).where(eq(schema.recipes.id, recipe)),
      db
        .select({ m: schema.recipe_comments.moderation })
        .from(schema.recipe_comments)
        .where(eq(schema.recipe_comments.id, comment.id)),
      db
        .select({ m: schema.community_posts.moderation })
        .from(schema.community_posts)
        .where(eq(schema.community_posts.id, post.id)),
    ]);
    expect(states.map(([row]) => row?.m)).toEqual(["removed", "removed", "removed"]);
    const notices = await listMemberNotices(wave.id);
    expect(notices.map((n) => n.action)).toEqual(["remove", "remove", "remove"]);
    expect((await listQueue(moderator)).entries.find((e) => e.owner_username === "san_wave")).toBeUndefined();
    expect((await listMyReports(reader.id))[0]?.outcome).toBe("upheld");
    // Nothing left to remove the second time.
    expect(await removeAllContentOf(moderator, wave.id, "Spam wave")).toBe(0);
  });
});

describe("warnings and appeals", () => {
  it("a warning waits for acknowledgement; an action can be appealed once, and reversing it restores the item", async () => {
    const author = await member("san_author");
    await sanctionMember(moderator, { member_id: author.id, action: "warn", days: 7, reason: "Be kind" });
    const [warning] = await unacknowledgedWarnings(author.id);
    expect(warning?.reason).toBe("Be kind");
    await expect(acknowledgeWarning(reader.id, warning?.id ?? "")).rejects.toThrow(NotFound);
    await acknowledgeWarning(author.id, warning?.id ?? "");
    expect(await unacknowledgedWarnings(author.id)).toEqual([]);

    const recipe = (await createRecipe(author, { ...recipeInput, name: "Misjudged Fizz" })).id;
    await setRecipeStatus(author, recipe, "published");
    await reportContent(
      moderator,
      ReportInput.parse({ target_type: "recipe", target_id: recipe, reason: "copyright" }),
    );
    const entry = (await listQueue(moderator)).entries.find((e) => e.snapshot.title === "Misjudged Fizz");
    await decideCase(moderator, { case_id: entry?.id ?? "", action: "remove", reason: "Copied from a book" });
    const removal = (await listMemberNotices(author.id)).find((n) => n.action === "remove");
    expect(removal?.can_appeal).toBe(true);
    // Nobody else can appeal it, and the author only once.
    await expect(appealAction(reader.id, { action_id: removal?.id ?? "", note: "?" })).rejects.toThrow(NotFound);
    await appealAction(author.id, { action_id: removal?.id ?? "", note: "It is my own recipe" });
    await expect(appealAction(author.id, { action_id: removal?.id ?? "", note: "Again" })).rejects.toThrow(AppError);

    const appeal = (await listQueue(moderator)).entries[0];
    expect(appeal?.kind).toBe("appeal");
    await expect(decideAppeal(reader, { case_id: appeal?.id ?? "", outcome: "reverse", reason: "x" })).rejects.toThrow(
      NotFound,
    );
    await decideAppeal(moderator, { case_id: appeal?.id ?? "", outcome: "reverse", reason: "The author's own" });
    await expect(decideAppeal(moderator, { case_id: appeal?.id ?? "", outcome: "keep", reason: "x" })).rejects.toThrow(
      /already handled by @san_mod/,
    );
    const [state] = await db
      .select({ moderation: schema.recipes.moderation })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, recipe));
    expect(state?.moderation).toBe("visible");
    const log = await listLog(moderator);
    expect(log[0]?.action).toBe("restore");
    expect(log.find((l) => l.id === removal?.id)?.reverted_by).toBe("san_mod");
  });
});

describe("roles", () => {
  it("admins grant and remove the moderator role; moderators and members cannot", async () => {
    await expect(setModerator(moderator, "san_reader", true)).rejects.toThrow(NotFound);
    await expect(listTeam(reader)).rejects.toThrow(NotFound);
    expect((await setModerator(admin, "@san_reader", true)).role).toBe("moderator");
    expect((await listTeam(admin)).map((m) => m.username)).toContain("san_reader");
    expect((await listQueue({ id: reader.id, role: "moderator" })).total).toBeGreaterThanOrEqual(0);
    expect((await setModerator(admin, "san_reader", false)).role).toBe("member");
    await expect(setModerator(admin, "san_admin", false)).rejects.toThrow(Forbidden);
    await expect(setModerator(admin, "nobody_here", true)).rejects.toThrow(NotFound);
  });
});
