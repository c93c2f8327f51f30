import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getRecipeByAddress } from "~/features/recipes/recipe-detail-queries.server";
import { createRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { readBody, storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { renamedAddress, renamedUsername } from "./profile-redirect-queries.server";
import {
  removeProfilePicture,
  setProfilePicture,
  setTheme,
  storedPictureKey,
  updateProfile,
} from "./profile-settings-mutations.server";
import { getProfileSettings } from "./profile-settings-queries.server";
import {
  BIO_TOO_LONG,
  EXPERTISE_MESSAGE,
  type ProfileSettingsFields,
  ProfileSettingsSchema,
} from "./profile-settings-schema";
import { SOCIAL_LINK_MESSAGES } from "./social-links";

setupTestDatabase();

const { profiles, user } = schema;

/** The form's fields parsed as the action parses them; a refusal comes back as field messages. */
function parse(fields: ProfileSettingsFields) {
  const result = ProfileSettingsSchema.safeParse(fields);
  if (result.success) return { ok: true as const, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, errors };
}

function valid(fields: ProfileSettingsFields) {
  const parsed = parse(fields);
  if (!parsed.ok) throw new Error(`unexpected refusal: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

async function stored(id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

async function fieldErrorsOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Invalid);
  return (error as Invalid).fieldErrors;
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

let ada: { id: string };
let ben: { id: string };

beforeAll(async () => {
  ada = await createMember("settings_ada");
  ben = await createMember("settings_ben");
});

describe("updateProfile", () => {
  it("saves every field, cleaned and with social links made canonical", async () => {
    await updateProfile(
      ada,
      valid({
        username: "settings_ada",
        expertise_level: "advanced",
        first_name: "  Ada\u200B ",
        last_name: "Lindqvist",
        bio: "Spritzes\r\nand sours.",
        location: "Stockholm",
        website: "ada.example",
        twitter: "@ada_mixes",
        instagram: "instagram.com/ada.mixes",
        facebook: "ada.lindqvist",
        youtube: "@adamixes",
      }),
    );
    const row = await stored(ada.id);
    expect(row).toMatchObject({
      first_name: "Ada",
      last_name: "Lindqvist",
      bio: "Spritzes\nand sours.",
      location: "Stockholm",
      expertise_level: "advanced",
      social_links: {
        website: "https://ada.example/",
        twitter: "https://x.com/ada_mixes",
        instagram: "https://www.instagram.com/ada.mixes",
        facebook: "https://www.facebook.com/ada.lindqvist",
        youtube: "https://www.youtube.com/@adamixes",
      },
    });
    // The account's display name (used in e-mails) follows the profile.
    const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, ada.id));
    expect(account?.name).toBe("Ada Lindqvist");
  });

  it("clears fields left blank", async () => {
    await updateProfile(ada, valid({ username: "settings_ada", first_name: "Ada", twitter: "@ada_mixes" }));
    const row = await stored(ada.id);
    expect(row).toMatchObject({ bio: null, location: null, expertise_level: null, last_name: null });
    expect(row?.social_links).toEqual({ twitter: "https://x.com/ada_mixes" });
  });

  it("refuses a javascript: website, an over-long bio and an unknown expertise level with field messages", () => {
    const refused = parse({
      username: "settings_ada",
      website: "javascript:alert(document.cookie)",
      bio: "x".repeat(501),
      expertise_level: "wizard" as "expert",
      twitter: "https://evil.example/ada",
    });
    expect(refused).toEqual({
      ok: false,
      errors: {
        website: SOCIAL_LINK_MESSAGES.website,
        bio: BIO_TOO_LONG,
        expertise_level: EXPERTISE_MESSAGE,
        twitter: SOCIAL_LINK_MESSAGES.twitter,
      },
    });
    expect(parse({ username: "settings_ada", bio: "x".repeat(500) }).ok).toBe(true);
    expect(parse({ username: "settings_ada", location: "y".repeat(101) }).ok).toBe(false);
  });

  it("refuses a reserved or malformed username with the sign-up message", () => {
    expect(parse({ username: "settings" })).toEqual({ ok: false, errors: { username: "This username is reserved" } });
    expect(parse({ username: "a b" }).ok).toBe(false);
    expect(parse({ username: "x".repeat(31) }).ok).toBe(false);
  });

  it("refuses a username another member has, in any case, and changes nothing", async () => {
    const before = await stored(ada.id);
    const errors = await fieldErrorsOf(
      updateProfile(ada, valid({ username: "Settings_Ben", first_name: "Someone", bio: "Changed" })),
    );
    expect(errors).toEqual({ username: ["This username is already taken"] });
    expect(await stored(ada.id)).toEqual(before);
    expect(await renamedUsername("settings_ada")).toBeNull();
  });

  it("renames: the old profile and recipe addresses lead to the new ones", async () => {
    const recipe = await createRecipe(
      ben,
      RecipeInput.parse({
        name: "Old Pal",
        recipe_yield: "1 serving",
        ingredients: [{ name: "Rye", quantity: 1, unit: "oz" }],
        steps: ["Stir."],
      }),
    );
    await updateProfile(ben, valid({ username: "Ben_Stirs" }));

    expect(await stored(ben.id)).toMatchObject({ username: "Ben_Stirs", slug: "ben_stirs" });
    expect(await renamedUsername("SETTINGS_BEN")).toBe("Ben_Stirs");
    const request = new Request("http://localhost/settings_ben/followers?page=2");
    expect(await renamedAddress("settings_ben", "/followers", request)).toBe("/Ben_Stirs/followers?page=2");

    // The recipe page finds the author by the old name and answers with the new canonical author.
    const lookup = await getRecipeByAddress("settings_ben", recipe.slug, ben.id);
    expect(lookup?.kind).toBe("found");
    if (lookup?.kind === "found") expect(lookup.recipe.author.username).toBe("Ben_Stirs");

    // Renaming back frees the redirect; a member who later takes an old name owns it outright.
    await updateProfile(ben, valid({ username: "settings_ben" }));
    expect(await renamedUsername("settings_ben")).toBeNull();
    expect(await renamedUsername("ben_stirs")).toBe("settings_ben");
    const cleo = await createMember("ben_stirs");
    const byOldName = await getRecipeByAddress("ben_stirs", recipe.slug, ben.id);
    expect(byOldName).toBeNull();
    expect(await stored(cleo.id)).toMatchObject({ slug: "ben_stirs" });
  });

  it("changes only the case of a username without a redirect", async () => {
    await updateProfile(ada, valid({ username: "Settings_Ada" }));
    expect(await stored(ada.id)).toMatchObject({ username: "Settings_Ada", slug: "settings_ada" });
    expect(await renamedUsername("settings_ada")).toBeNull();
  });
});

describe("profile picture", () => {
  it("stores a square WebP in profile-images and deletes the old file when replaced", async () => {
    const first = await setProfilePicture(ada, await png(300, 200));
    expect(first.url).toMatch(/^\/uploads\/profile-images\/[0-9a-f-]{36}\.webp$/);
    const firstKey = storedPictureKey(first.url) as string;
    expect((await sharp(await storedBytes(first.url)).metadata()).format).toBe("webp");

    const second = await setProfilePicture(ada, await png(80, 80));
    expect((await stored(ada.id))?.profile_picture_url).toBe(second.url);
    expect(await storage().get("profile-images", firstKey)).toBeNull();
    const meta = await sharp(await storedBytes(second.url)).metadata();
    expect(meta.width).toBe(meta.height);
  });

  it("refuses a file that is not an image (or not one of the four types) and keeps the stored picture", async () => {
    const before = (await stored(ada.id))?.profile_picture_url;
    const errors = await fieldErrorsOf(
      setProfilePicture(ada, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    );
    expect(errors).toEqual({ picture: ["Please upload an image file"] });
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    expect(await fieldErrorsOf(setProfilePicture(ada, tiff))).toEqual({ picture: ["Please upload an image file"] });
    expect((await stored(ada.id))?.profile_picture_url).toBe(before);
    expect(await storage().get("profile-images", storedPictureKey(before ?? null) as string)).not.toBeNull();
  });

  it("refuses a picture over 5 MB", async () => {
    await expect(setProfilePicture(ada, Buffer.alloc(5 * 1024 * 1024 + 1))).rejects.toMatchObject({ status: 413 });
  });

  it("removes the picture and its file", async () => {
    const before = (await stored(ada.id))?.profile_picture_url ?? null;
    await removeProfilePicture(ada);
    expect((await stored(ada.id))?.profile_picture_url).toBeNull();
    expect(await storage().get("profile-images", storedPictureKey(before) as string)).toBeNull();
    await removeProfilePicture(ada);
  });

  it("never deletes a file outside profile-images through an address", () => {
    expect(storedPictureKey("/uploads/recipe-images/abc.webp")).toBeNull();
    expect(storedPictureKey("https://elsewhere.example/x.webp")).toBeNull();
    expect(storedPictureKey("/uploads/profile-images/")).toBeNull();
    expect(storedPictureKey("/uploads/profile-images/notes.txt")).toBeNull();
  });
});

/** A stored picture's bytes, by its public address. */
async function storedBytes(url: string): Promise<Buffer> {
  const object = await storage().get("profile-images", storedPictureKey(url) as string);
  if (!object) throw new Error(`nothing stored at ${url}`);
  return readBody(object.body);
}

describe("setTheme", () => {
  it("saves light or dark on the profile and refuses anything else", async () => {
    expect(await setTheme(ada, "dark")).toBe("dark");
    expect((await getProfileSettings(ada.id))?.theme).toBe("dark");
    expect(await fieldErrorsOf(setTheme(ada, "sepia"))).toEqual({ theme: ["Please choose Light or Dark"] });
    expect((await stored(ada.id))?.theme).toBe("dark");
    await setTheme(ada, "light");
    expect((await stored(ada.id))?.theme).toBe("light");
  });
});
