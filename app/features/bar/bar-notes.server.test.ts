/**
 * Issue 12, item 10: part 2 §3 gives each bar item `notes`, which nothing edited or showed. A member
 * keeps a note per bottle; only they can change it, and it is cleaned, limited and rate limited like
 * every other bar write.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { NotFound, TooManyRequests } from "~/lib/errors";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember } from "../../../test/fixtures";
import { addToBar, setBarItemNote } from "./bar-mutations.server";
import { listBarItems } from "./bar-queries.server";
import { AddToBarInput, BAR_NOTE_MAX, BarNoteInput } from "./bar-schema";

setupTestDatabase();

let owner: { id: string };
let stranger: { id: string };
let itemId: string;

async function storedNote(id = itemId) {
  const [row] = await db
    .select({ notes: schema.bar_inventory.notes })
    .from(schema.bar_inventory)
    .where(eq(schema.bar_inventory.id, id));
  return row?.notes;
}

/** The note as the form sends it, through the shared schema. */
const note = (text: string) => BarNoteInput.parse({ itemId, notes: text }).notes;

beforeAll(async () => {
  owner = await createMember("note_owner");
  stranger = await createMember("note_stranger");
  await createIngredient("Noted Rye", { category: "whiskey" });
  ({ itemId } = await addToBar(owner, AddToBarInput.parse({ name: "Noted Rye" })));
});

describe("bar item notes", () => {
  it("keeps a member's note on their bottle and lists it with the item", async () => {
    expect(await setBarItemNote(owner, itemId, note("Half empty, the 2019 bottling"))).toBe(
      "Half empty, the 2019 bottling",
    );
    const items = await listBarItems(owner.id);
    expect(items.find((item) => item.id === itemId)?.notes).toBe("Half empty, the 2019 bottling");
  });

  it("cleans the text: trimmed, line breaks kept, control and invisible characters gone", async () => {
    await setBarItemNote(owner, itemId, note("  Gift from Sam\r\nopened in May\u0000\u202E  "));
    expect(await storedNote()).toBe("Gift from Sam\nopened in May");
  });

  it("clears the note when it is left blank", async () => {
    await setBarItemNote(owner, itemId, note("   "));
    expect(await storedNote()).toBeNull();
  });

  it("refuses a note longer than the limit", () => {
    const result = BarNoteInput.safeParse({ itemId, notes: "x".repeat(BAR_NOTE_MAX + 1) });
    expect(result.error?.issues[0]?.message).toBe(`Notes are at most ${BAR_NOTE_MAX} characters`);
    expect(BarNoteInput.safeParse({ itemId, notes: "x".repeat(BAR_NOTE_MAX) }).success).toBe(true);
  });

  it("a stranger cannot edit another member's note", async () => {
    await setBarItemNote(owner, itemId, note("Mine"));
    await expect(setBarItemNote(stranger, itemId, note("Theirs"))).rejects.toBeInstanceOf(NotFound);
    await expect(setBarItemNote(stranger, itemId, undefined)).rejects.toBeInstanceOf(NotFound);
    expect(await storedNote()).toBe("Mine");
  });

  it("reports an item that does not exist as not found", async () => {
    await expect(setBarItemNote(owner, randomUUID(), note("Lost"))).rejects.toBeInstanceOf(NotFound);
  });

  it("counts against the bar's rate limit like every other bar write", async () => {
    const writer = await createMember("note_flood");
    const { itemId: own } = await addToBar(writer, AddToBarInput.parse({ name: "Noted Rye" }));
    const allowance = RATE_LIMITS.bar.windows[0].max - 1; // the add above used one
    for (let i = 0; i < allowance; i++) await setBarItemNote(writer, own, `Note ${i}`);
    await expect(setBarItemNote(writer, own, "One too many")).rejects.toBeInstanceOf(TooManyRequests);
    expect(await storedNote(own)).toBe(`Note ${allowance - 1}`);
  });
});
