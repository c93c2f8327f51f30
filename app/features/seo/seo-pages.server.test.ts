/**
 * Issue 18 "Metadata on every public page": each page type's meta, as the route builds it from its
 * loader's data (real database, real privacy settings), carries the right robots, canonical and
 * social card; members-only pages and hidden content (a private or followers-only profile or
 * collection) are noindex with no card, and their generated card images answer 404.
 */
import { eq } from "drizzle-orm";
import type { MetaDescriptor } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createCollection } from "~/features/collections/collection-mutations.server";
import { postMeta } from "~/features/feed/feed-meta";
import { getPrivacySettings, savePrivacySettings } from "~/features/privacy/privacy-settings.server";
import { HOME_TITLE, type PrivacySettings } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { meta as rootMeta } from "~/root";
import { loader as profileLoader, meta as profileMetaRoute } from "~/routes/$username";
import { loader as followersLoader, meta as followersMeta } from "~/routes/$username.followers";
import { meta as barLayoutMeta } from "~/routes/bar";
import { meta as barMeta } from "~/routes/bar._index";
import { loader as collectionLoader, meta as collectionMetaRoute } from "~/routes/collections.$slug";
import { meta as newCollectionMeta } from "~/routes/collections.new";
import { meta as communityMeta } from "~/routes/community";
import { meta as faqMeta } from "~/routes/faq";
import { meta as forgotMeta } from "~/routes/forgot-password";
import { meta as homeMeta } from "~/routes/home";
import { meta as howToMeta } from "~/routes/how-to";
import { meta as loginMeta } from "~/routes/login";
import { meta as notFoundMeta } from "~/routes/not-found";
import { meta as notificationsMeta } from "~/routes/notifications";
import { loader as collectionCardLoader } from "~/routes/og.collections.$file";
import { loader as profileCardLoader } from "~/routes/og.profiles.$file";
import { loader as siteCardLoader } from "~/routes/og.site-card[.]png";
import { meta as privacyMeta } from "~/routes/privacy-policy";
import { meta as bulkUploadMeta } from "~/routes/recipes.bulk-upload";
import { meta as resetMeta } from "~/routes/reset-password";
import { meta as settingsLayoutMeta } from "~/routes/settings";
import { meta as settingsProfileMeta } from "~/routes/settings.profile";
import { meta as signupMeta } from "~/routes/signup";
import { meta as verifyMeta } from "~/routes/signup.verify";
import { meta as supportMeta } from "~/routes/support";
import { meta as termsMeta } from "~/routes/terms-of-service";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";

setupTestDatabase();

const origin = "http://localhost:3000";
type Tags = Record<string, unknown>[];
// biome-ignore lint/suspicious/noExplicitAny: route meta functions of many routes, called as React Router calls them
type AnyMeta = (args: any) => MetaDescriptor[] | undefined;
// biome-ignore lint/suspicious/noExplicitAny: route loaders, called as React Router calls them
type AnyLoader = (args: any) => unknown;

/** A route's meta for `path`, with the root loader's origin in the matches as on a real page. */
function metaOf(meta: AnyMeta, path: string, data: unknown = undefined, error: unknown = undefined): Tags {
  const url = new URL(path, origin);
  const matches = [{ id: "root", data: { origin } }];
  return (meta({ data, loaderData: data, params: {}, location: url, matches, error }) ?? []) as Tags;
}

const value = (tags: Tags, key: string, name: string) =>
  tags.find((tag) => tag[key] === name) as Record<string, string> | undefined;
const content = (tags: Tags, key: "name" | "property", name: string) => value(tags, key, name)?.content;
const title = (tags: Tags) => tags.find((tag) => "title" in tag)?.title as string | undefined;
const social = (tags: Tags) => tags.filter((tag) => /^(og|twitter):/.test(String(tag.property ?? tag.name ?? "")));

/** A public page: indexed, canonical from PUBLIC_URL, a card with its size and alt, large Twitter card. */
function expectPublicPage(tags: Tags, path: string) {
  expect(title(tags)).toMatch(/ \| Muddle$|^Muddle — /);
  expect(content(tags, "name", "description")?.length).toBeGreaterThan(20);
  expect(content(tags, "name", "robots")).toMatch(/^(index|noindex), follow$/);
  expect(content(tags, "name", "theme-color")).toMatch(/^#[0-9a-f]{6}$/);
  expect(value(tags, "rel", "canonical")?.href).toBe(`${origin}${path}`);
  expect(content(tags, "property", "og:image")).toMatch(new RegExp(`^${origin}/og/`));
  expect(content(tags, "property", "og:image:width")).toBe("1200");
  expect(content(tags, "property", "og:image:height")).toBe("630");
  expect(content(tags, "property", "og:image:alt")?.length).toBeGreaterThan(3);
  expect(content(tags, "name", "twitter:card")).toBe("summary_large_image");
}

/** A page kept from search engines and link previews: noindex, nofollow, no Open Graph or Twitter tag, no JSON-LD. */
function expectUnlistedPage(tags: Tags, path: string) {
  expect(title(tags)).toMatch(/ \| Muddle$/);
  expect(content(tags, "name", "description")?.length).toBeGreaterThan(10);
  expect(content(tags, "name", "robots")).toBe("noindex, nofollow");
  expect(value(tags, "rel", "canonical")?.href).toBe(`${origin}${path}`);
  expect(social(tags)).toEqual([]);
  expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
}

describe("pages without their own data", () => {
  const publicPages: [string, AnyMeta, string][] = [
    ["/", homeMeta, "/"],
    ["/login", loginMeta, "/login"],
    ["/signup", signupMeta, "/signup"],
    ["/faq", faqMeta, "/faq"],
    ["/how-to", howToMeta, "/how-to"],
    ["/privacy-policy", privacyMeta, "/privacy-policy"],
    ["/terms-of-service", termsMeta, "/terms-of-service"],
    ["/support", supportMeta, "/support"],
    ["/community", communityMeta, "/community"],
  ];
  it.each(publicPages)("%s is a public page with a canonical link and the site card", (path, meta, canonical) => {
    const tags = metaOf(meta, path);
    expectPublicPage(tags, canonical);
    expect(content(tags, "property", "og:image")).toBe(`${origin}/og/site-card.png`);
  });

  it("home has the product's title and keywords", () => {
    const tags = metaOf(homeMeta, "/");
    expect(title(tags)).toBe(HOME_TITLE);
    expect(content(tags, "name", "keywords")).toContain("cocktail recipes");
  });

  const unlisted: [string, AnyMeta][] = [
    ["/bar", barMeta],
    ["/bar/anything", barLayoutMeta],
    ["/settings/profile", settingsProfileMeta],
    ["/settings", settingsLayoutMeta],
    ["/notifications", notificationsMeta],
    ["/collections/new", newCollectionMeta],
    ["/recipes/bulk-upload", bulkUploadMeta],
    ["/forgot-password", forgotMeta],
    ["/404", notFoundMeta],
  ];
  it.each(unlisted)("%s is noindex, nofollow without a card", (path, meta) => {
    expectUnlistedPage(metaOf(meta, path), path);
  });

  it("e-mailed links keep their token out of the canonical address", () => {
    for (const [path, meta] of [
      ["/reset-password", resetMeta],
      ["/signup/verify", verifyMeta],
    ] as const) {
      expectUnlistedPage(metaOf(meta, `${path}?token=secret-token`), path);
    }
  });

  it("every page's title is its own", () => {
    const pages = [...publicPages.map(([path, meta]) => [path, meta] as const), ...unlisted];
    const titles = pages
      .filter(([path]) => path !== "/bar/anything" && path !== "/settings")
      .map(([path, meta]) => title(metaOf(meta, path)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("an error page says so and is not indexed; a thrown 404 reads as not found", () => {
    const failed = metaOf(rootMeta, "/recipes", undefined, new Error("boom"));
    expectUnlistedPage(failed, "/recipes");
    expect(title(failed)).toBe("Something went wrong | Muddle");
    const missing = metaOf(rootMeta, "/community/posts/x", undefined, {
      status: 404,
      statusText: "Not Found",
      data: "",
    });
    expect(title(missing)).toBe("Page not found | Muddle");
    expect(metaOf(rootMeta, "/")).toEqual([]);
  });

  it("a community post is indexed when public, and noindex without a card when for followers", () => {
    const post = {
      id: "6f1c1c1e-0000-4000-8000-000000000001",
      content: "Shaking daiquiris tonight.",
      images: [],
      audience: "public" as const,
      created_at: "2026-01-01T00:00:00.000Z",
      like_count: 0,
      comment_count: 0,
      is_liked: false,
      is_own: false,
      moderation: null,
      author: { id: "a1", username: "eve", first_name: "Eve", last_name: null, profile_picture_url: null },
      made: null,
    };
    const path = `/community/posts/${post.id}`;
    const args = { matches: [{ id: "root", data: { origin } }], location: { pathname: path } };
    const open = postMeta(args, post) as Tags;
    expectPublicPage(open, path);
    expect(title(open)).toBe("Post by Eve | Muddle");
    expectUnlistedPage(postMeta(args, { ...post, audience: "followers" }) as Tags, path);
  });

  it("the site card is a long-cached 1200 × 630 PNG", async () => {
    const response = await siteCardLoader();
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d{5,}/);
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([image.width, image.height]).toEqual([1200, 630]);
  });
});

describe("profiles and collections, public and hidden", () => {
  const members: Record<"open" | "friends" | "closed", { id: string; cookie: string; username: string }> = {
    open: { id: "", cookie: "", username: "seo_open" },
    friends: { id: "", cookie: "", username: "seo_friends" },
    closed: { id: "", cookie: "", username: "seo_closed" },
  };
  const slugs = { public: "", followers: "", private: "" };

  async function setPrivacy(id: string, changes: Partial<PrivacySettings>) {
    await savePrivacySettings({ id }, { ...(await getPrivacySettings({ id })), ...changes });
  }

  beforeAll(async () => {
    for (const [i, member] of Object.values(members).entries()) {
      const { cookie } = await signUpConfirmed(
        { username: member.username, email: `${member.username}@example.com`, firstName: "Seo" },
        `10.18.0.${i + 1}`,
      );
      member.cookie = cookie;
      const [row] = await db
        .select({ id: schema.profiles.id })
        .from(schema.profiles)
        .where(eq(schema.profiles.username, member.username));
      member.id = row?.id ?? "";
    }
    await setPrivacy(members.friends.id, { profile_visibility: "followers" });
    await setPrivacy(members.closed.id, { profile_visibility: "private" });
    const owner = { id: members.open.id };
    for (const visibility of ["public", "followers", "private"] as const) {
      slugs[visibility] = (await createCollection(owner, { name: `Seo ${visibility} shelf`, visibility })).slug;
    }
  });

  const request = (path: string, cookie = "") => new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} });

  async function loaded(loader: AnyLoader, path: string, params: Record<string, string>, cookie = "") {
    let result: unknown;
    try {
      result = await loader({ request: request(path, cookie), params, context: { clientIp: "198.51.100.18" } });
    } catch (thrown) {
      result = thrown;
    }
    // data(value, { status }) from a loader
    return result && typeof result === "object" && "data" in result && "init" in result
      ? (result as { data: unknown }).data
      : result;
  }

  async function cardStatus(loader: AnyLoader, file: string) {
    const response = (await loader({ params: { file }, request: request(`/og/x/${file}`) })) as Response;
    return response.status;
  }

  it("a public profile is indexed with its own card, which is drawn for it", async () => {
    const path = `/${members.open.username}`;
    const tags = metaOf(profileMetaRoute, path, await loaded(profileLoader, path, { username: members.open.username }));
    expectPublicPage(tags, path);
    expect(content(tags, "property", "og:image")).toMatch(
      new RegExp(`^${origin}/og/profiles/${members.open.username}\\.png\\?v=\\w+$`),
    );
    expect(tags.some((tag) => (tag["script:ld+json"] as { "@type"?: string })?.["@type"] === "ProfilePage")).toBe(true);
    const card = (await profileCardLoader({ params: { file: `${members.open.username}.png` } } as never)) as Response;
    expect(card.status).toBe(200);
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("a followers-only or private profile is noindex, without a card, even for its owner, and has no card image", async () => {
    for (const who of ["friends", "closed"] as const) {
      const { username, cookie } = members[who];
      const path = `/${username}`;
      for (const viewer of ["", cookie]) {
        const data = await loaded(profileLoader, path, { username }, viewer);
        expectUnlistedPage(metaOf(profileMetaRoute, path, data), path);
      }
      const list = await loaded(followersLoader, `${path}/followers`, { username }, cookie);
      expectUnlistedPage(metaOf(followersMeta, `${path}/followers`, list), `${path}/followers`);
      expect(await cardStatus(profileCardLoader, `${username}.png`)).toBe(404);
    }
    expect(await cardStatus(profileCardLoader, "nobody-at-all.png")).toBe(404);
    expect(await cardStatus(profileCardLoader, members.open.username)).toBe(404);
  });

  it("a public profile's followers list is followed but not listed", async () => {
    const { username } = members.open;
    const path = `/${username}/followers`;
    const tags = metaOf(followersMeta, path, await loaded(followersLoader, path, { username }));
    expectPublicPage(tags, path);
    expect(content(tags, "name", "robots")).toBe("noindex, follow");
  });

  it("a public collection is indexed with its card; a followers-only or private one is not, and has no card image", async () => {
    const path = `/collections/${slugs.public}`;
    const tags = metaOf(collectionMetaRoute, path, await loaded(collectionLoader, path, { slug: slugs.public }));
    expectPublicPage(tags, path);
    expect(content(tags, "property", "og:image")).toMatch(
      new RegExp(`^${origin}/og/collections/${slugs.public}\\.png`),
    );
    expect(await cardStatus(collectionCardLoader, `${slugs.public}.png`)).toBe(200);

    for (const visibility of ["followers", "private"] as const) {
      const hiddenPath = `/collections/${slugs[visibility]}`;
      for (const viewer of ["", members.open.cookie]) {
        const data = await loaded(collectionLoader, hiddenPath, { slug: slugs[visibility] }, viewer);
        expectUnlistedPage(metaOf(collectionMetaRoute, hiddenPath, data), hiddenPath);
      }
      expect(await cardStatus(collectionCardLoader, `${slugs[visibility]}.png`)).toBe(404);
    }
  });
});
