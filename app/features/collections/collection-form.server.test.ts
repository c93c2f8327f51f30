/**
 * The create and edit collection pages (issue 15, part 2 §2, §5, §8), through their route actions and
 * loaders against the test database: the multipart form with and without an image, refusals that store
 * nothing and keep what was typed, the member's default audience, renames that keep the old address
 * leading to the new one, and strangers told the collection does not exist.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPrivacySettings, savePrivacySettings } from "~/features/privacy/privacy-settings.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { NotFound } from "~/lib/errors";
import { readBody, storage } from "~/lib/storage.server";
import * as myCollections from "~/routes/bar.collections._index";
import * as editPage from "~/routes/bar.collections.$slug.edit";
import * as newPage from "~/routes/bar.collections.new";
import * as standalonePage from "~/routes/collections.new";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createCollection, updateCollection } from "./collection-mutations.server";
import {
  DESCRIPTION_TOO_LONG,
  MESSAGES,
  NAME_AND_TERMS_REQUIRED,
  NAME_REQUIRED,
  NAME_TOO_LONG,
} from "./collection-schema";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const { collections } = schema;

type Member = { id: string; cookie: string };
type Answer = { data: Record<string, unknown> & { error?: Record<string, string[] | null> }; init: { status: number } };

const members: Member[] = [];
let ip = 0;

async function newMember(username: string): Promise<Member> {
  const { cookie } = await signUpConfirmed({ username, email: `${username}@example.com` }, `10.115.0.${++ip}`);
  const [profile] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(schema.profiles.username, username));
  if (!profile) throw new Error(`no profile for ${username}`);
  const member = { id: profile.id, cookie };
  members.push(member);
  return member;
}

const folderOf = (memberId: string) => path.join(env().DATA_DIR, "uploads", "collection-images", memberId);
const filesOf = (memberId: string) => readdir(folderOf(memberId)).catch(() => [] as string[]);

afterAll(async () => {
  await Promise.all(members.map((m) => rm(folderOf(m.id), { recursive: true, force: true })));
});

function form(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append("image", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return body;
}

function post(pathname: string, member: Member | null, body: FormData) {
  const headers = new Headers(member ? { Cookie: member.cookie } : {});
  return new Request(`${ORIGIN}${pathname}`, { method: "POST", body, headers });
}

function get(pathname: string, member: Member | null) {
  return new Request(`${ORIGIN}${pathname}`, { headers: new Headers(member ? { Cookie: member.cookie } : {}) });
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as never;

/** Runs a loader or action; a thrown redirect comes back as the Response it is. */
async function run(handler: (a: never) => unknown, request: Request, params: Record<string, string> = {}) {
  try {
    return await handler(args(request, params));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function redirectOf(answer: unknown): string {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(302);
  return response.headers.get("Location") ?? "";
}

const collectionBySlug = async (slug: string) =>
  (await db.select().from(collections).where(eq(collections.slug, slug)))[0];
const collectionsOf = (memberId: string) => db.select().from(collections).where(eq(collections.user_id, memberId));

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#d9480f" } })
    .png()
    .toBuffer();
});

describe("creating a collection", () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await newMember("form_owner");
  });

  it("without an image: the management page with 'Collection created', the chosen audience stored", async () => {
    const answer = await run(
      newPage.action,
      post(
        "/bar/collections/new",
        owner,
        form({ name: "Summer Spritzes", description: "Low and bright", visibility: "private" }),
      ),
    );
    expect(redirectOf(answer)).toBe("/bar/collections/summer-spritzes");
    expect((answer as Response).headers.get("Set-Cookie")).toContain("muddle-toast=");
    const row = await collectionBySlug("summer-spritzes");
    expect(row).toMatchObject({
      user_id: owner.id,
      name: "Summer Spritzes",
      description: "Low and bright",
      is_public: false,
      followers_only: false,
      image_url: null,
    });
  });

  it("with a PNG: stored as WebP in the owner's folder of collection-images", async () => {
    const answer = await run(
      newPage.action,
      post(
        "/bar/collections/new",
        owner,
        form({ name: "Tiki Night", visibility: "public" }, { bytes: png, name: "cover.png", type: "image/png" }),
      ),
    );
    expect(redirectOf(answer)).toBe("/bar/collections/tiki-night");
    const row = await collectionBySlug("tiki-night");
    expect(row?.image_url).toMatch(new RegExp(`^/uploads/collection-images/${owner.id}/[^/]+\\.webp$`));
    const object = await storage().get(
      "collection-images",
      row?.image_url?.replace("/uploads/collection-images/", "") ?? "",
    );
    const metadata = await sharp(await readBody(object?.body as never)).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1200, height: 800 });
  });

  it("a file that is not an image: 'Please upload an image file' on the image, nothing stored, the typed values kept", async () => {
    const before = { rows: (await collectionsOf(owner.id)).length, files: await filesOf(owner.id) };
    const text = Buffer.from("Two parts gin, one part vermouth. Not a picture.");
    const answer = (await run(
      newPage.action,
      post(
        "/bar/collections/new",
        owner,
        form(
          { name: "Martini Hour", description: "Cold and dry", visibility: "followers" },
          { bytes: text, name: "cover.png", type: "image/png" },
        ),
      ),
    )) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.error?.image).toEqual(["Please upload an image file"]);
    expect(answer.data.formError).toBe("Please upload an image file");
    expect(answer.data.initialValue).toMatchObject({
      name: "Martini Hour",
      description: "Cold and dry",
      visibility: "followers",
    });
    expect((await collectionsOf(owner.id)).length).toBe(before.rows);
    expect(await filesOf(owner.id)).toEqual(before.files);
  });

  it("a blank name, a name over 100 characters and a description over 2,000 get the schema's messages", async () => {
    const before = (await collectionsOf(owner.id)).length;
    const blank = (await run(
      newPage.action,
      post("/bar/collections/new", owner, form({ name: "   ", visibility: "public" })),
    )) as Answer;
    expect(blank.init.status).toBe(400);
    expect(blank.data.error?.name).toEqual([NAME_REQUIRED]);

    const long = (await run(
      newPage.action,
      post(
        "/bar/collections/new",
        owner,
        form(
          { name: "N".repeat(101), description: "D".repeat(2_001), visibility: "public" },
          { bytes: png, name: "cover.png", type: "image/png" },
        ),
      ),
    )) as Answer;
    expect(long.init.status).toBe(400);
    expect(long.data.error?.name).toEqual([NAME_TOO_LONG]);
    expect(long.data.error?.description).toEqual([DESCRIPTION_TOO_LONG]);
    // Just over the limit: sent back, so the member can shorten it.
    expect(long.data.initialValue).toMatchObject({ name: "N".repeat(101) });
    expect((await collectionsOf(owner.id)).length).toBe(before);
  });

  it("text far over its limit is refused without being echoed into the page", async () => {
    const huge = (await run(
      newPage.action,
      post(
        "/bar/collections/new",
        owner,
        form({ name: "Flood", description: "D".repeat(500_000), visibility: "public" }),
      ),
    )) as Answer;
    expect(huge.init.status).toBe(400);
    expect(huge.data.error?.description).toEqual([DESCRIPTION_TOO_LONG]);
    expect(JSON.stringify(huge.data).length).toBeLessThan(2_000);
  });

  it("the standalone page asks for the terms too", async () => {
    const noTerms = (await run(
      standalonePage.action,
      post("/collections/new", owner, form({ name: "Brunch", visibility: "public" })),
    )) as Answer;
    expect(noTerms.init.status).toBe(400);
    expect(noTerms.data.error?.terms).toEqual([NAME_AND_TERMS_REQUIRED]);
    const noName = (await run(
      standalonePage.action,
      post("/collections/new", owner, form({ name: "", visibility: "public", terms: "on" })),
    )) as Answer;
    expect(noName.data.error?.name).toEqual([NAME_AND_TERMS_REQUIRED]);

    const answer = await run(
      standalonePage.action,
      post("/collections/new", owner, form({ name: "Brunch", visibility: "public", terms: "on" })),
    );
    expect(redirectOf(answer)).toBe("/bar/collections/brunch");
  });

  it("a visitor asking for the standalone page is sent to sign in and brought back", async () => {
    const answer = await run(standalonePage.loader, get("/collections/new", null));
    expect(redirectOf(answer)).toBe("/login?redirectTo=%2Fcollections%2Fnew");
    const posted = await run(
      standalonePage.action,
      post("/collections/new", null, form({ name: "Sneaky", visibility: "public", terms: "on" })),
    );
    expect(redirectOf(posted)).toMatch(/^\/login\?/);
    expect(await collectionBySlug("sneaky")).toBeUndefined();
  });
});

describe("the member's default audience", () => {
  it("starts the form at their privacy setting for collections, on both create pages", async () => {
    const member = await newMember("form_followers");
    const settings = await getPrivacySettings(member);
    await savePrivacySettings(member, { ...settings, collection_visibility: "followers" });
    for (const [page, pathname] of [
      [newPage, "/bar/collections/new"],
      [standalonePage, "/collections/new"],
    ] as const) {
      const loaded = (await run(page.loader, get(pathname, member))) as { defaultValue: Record<string, string> };
      expect(loaded.defaultValue).toEqual({ name: "", description: "", visibility: "followers" });
    }
    const answer = await run(
      newPage.action,
      post("/bar/collections/new", member, form({ name: "For Friends", visibility: "followers" })),
    );
    expect(redirectOf(answer)).toBe("/bar/collections/for-friends");
    expect(await collectionBySlug("for-friends")).toMatchObject({ is_public: false, followers_only: true });
  });
});

describe("editing a collection", () => {
  let owner: Member;
  let stranger: Member;
  beforeAll(async () => {
    owner = await newMember("edit_owner");
    stranger = await newMember("edit_stranger");
  });

  it("loads the owner's collection into the form; anyone else's is 'Collection not found' (404)", async () => {
    await createCollection(owner, { name: "Negroni Week", description: "Bitter", visibility: "public" });
    const loaded = (await run(editPage.loader, get("/bar/collections/negroni-week/edit", owner), {
      slug: "negroni-week",
    })) as {
      collection: { defaultValue: unknown };
    };
    expect(loaded.collection.defaultValue).toEqual({
      name: "Negroni Week",
      description: "Bitter",
      visibility: "public",
    });
    const theirs = (await run(editPage.loader, get("/bar/collections/negroni-week/edit", stranger), {
      slug: "negroni-week",
    })) as Answer;
    expect(theirs.init.status).toBe(404);
    expect(theirs.data).toEqual({ collection: null });
  });

  it("a rename answers the new address with 'Collection updated successfully'; the old edit address leads there", async () => {
    await createCollection(owner, { name: "Old Fashioneds", visibility: "private" });
    const answer = await run(
      editPage.action,
      post(
        "/bar/collections/old-fashioneds/edit",
        owner,
        form({ name: "Whiskey Classics", description: "Stirred", visibility: "public" }),
      ),
      { slug: "old-fashioneds" },
    );
    expect(redirectOf(answer)).toBe("/bar/collections/whiskey-classics");
    expect(await collectionBySlug("whiskey-classics")).toMatchObject({ description: "Stirred", is_public: true });
    expect(MESSAGES.updated).toBe("Collection updated successfully");

    const old = await run(editPage.loader, get("/bar/collections/old-fashioneds/edit", owner), {
      slug: "old-fashioneds",
    });
    expect(redirectOf(old)).toBe("/bar/collections/whiskey-classics/edit");
    // The old address tells nobody else where it went.
    const theirs = (await run(editPage.loader, get("/bar/collections/old-fashioneds/edit", stranger), {
      slug: "old-fashioneds",
    })) as Answer;
    expect(theirs.init.status).toBe(404);
  });

  it("replaces the image, then removes it, deleting each stored file it no longer uses", async () => {
    await run(
      newPage.action,
      post(
        "/bar/collections/new",
        owner,
        form({ name: "Garden Party", visibility: "public" }, { bytes: png, name: "a.png", type: "image/png" }),
      ),
    );
    const first = (await collectionBySlug("garden-party"))?.image_url;
    expect(first).toBeTruthy();
    const other = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2b8a3e" } })
      .jpeg()
      .toBuffer();

    const replaced = await run(
      editPage.action,
      post(
        "/bar/collections/garden-party/edit",
        owner,
        form(
          { name: "Garden Party", visibility: "public", image_choice: "replace" },
          { bytes: other, name: "b.jpg", type: "image/jpeg" },
        ),
      ),
      { slug: "garden-party" },
    );
    expect(redirectOf(replaced)).toBe("/bar/collections/garden-party");
    const second = (await collectionBySlug("garden-party"))?.image_url;
    expect(second).not.toBe(first);
    const files = await filesOf(owner.id);
    expect(files).toContain(path.basename(second ?? ""));
    expect(files).not.toContain(path.basename(first ?? ""));

    // Keeping is the default: a save without a file leaves the image alone.
    await run(
      editPage.action,
      post(
        "/bar/collections/garden-party/edit",
        owner,
        form({ name: "Garden Party", visibility: "public", image_choice: "keep" }),
      ),
      { slug: "garden-party" },
    );
    expect((await collectionBySlug("garden-party"))?.image_url).toBe(second);

    await run(
      editPage.action,
      post(
        "/bar/collections/garden-party/edit",
        owner,
        form({ name: "Garden Party", visibility: "public", image_choice: "remove" }),
      ),
      { slug: "garden-party" },
    );
    expect((await collectionBySlug("garden-party"))?.image_url).toBeNull();
    expect(await filesOf(owner.id)).not.toContain(path.basename(second ?? ""));
  });

  it("a stranger's edit is refused as not found, and nothing changes", async () => {
    await createCollection(owner, { name: "Sours", description: "Citrus", visibility: "public" });
    const before = await collectionBySlug("sours");
    const answer = (await run(
      editPage.action,
      post(
        "/bar/collections/sours/edit",
        stranger,
        form({ name: "Mine Now", visibility: "private" }, { bytes: png, name: "x.png", type: "image/png" }),
      ),
      { slug: "sours" },
    )) as Answer;
    expect(answer.init.status).toBe(404);
    expect(answer.data.formError).toBe("Collection not found");
    await expect(
      updateCollection(stranger, before?.id ?? "", { name: "Mine Now", description: undefined, visibility: "private" }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await collectionBySlug("sours")).toEqual(before);
    expect(await filesOf(stranger.id)).toEqual([]);
  });
});

describe("My Collections' view", () => {
  it("is the grid until chosen, then remembered per member on the same browser", async () => {
    const [ana, ben] = [await newMember("view_ana"), await newMember("view_ben")];
    const viewOf = async (member: Member, cookie = "") => {
      const request = new Request(`${ORIGIN}/bar/collections`, { headers: { Cookie: `${member.cookie}; ${cookie}` } });
      return ((await run(myCollections.loader, request)) as { view: string }).view;
    };
    expect(await viewOf(ana)).toBe("grid");

    const chosen = (await run(
      myCollections.action,
      post("/bar/collections", ana, form({ intent: "view", view: "list" })),
    )) as Response;
    expect(redirectOf(chosen)).toBe("/bar/collections");
    const viewCookie = (chosen.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(viewCookie).toMatch(/^muddle-collections-view=/);
    expect(chosen.headers.get("Set-Cookie")).toContain("Path=/bar");

    expect(await viewOf(ana, viewCookie)).toBe("list");
    // Another member signing in on the same browser keeps their own view.
    expect(await viewOf(ben, viewCookie)).toBe("grid");
    // Nothing in the cookie names the member.
    const stored = Buffer.from(decodeURIComponent(viewCookie.split("=")[1] ?? ""), "base64").toString();
    expect(stored).toContain('"list"');
    expect(stored).not.toContain(ana.id);
  });
});
