import emojibase from "emojibase-data/en/data.json";
import { describe, expect, test } from "vitest";
import { EMOJI_CATALOGUE, EMOJI_PER_CATEGORY, EMOJI_PICKER_CATEGORIES, emojiPickerData } from "./emoji-catalogue";

/** emojibase's groups (en/messages.json) that make up each of the spec's categories. */
const GROUPS: Record<(typeof EMOJI_PICKER_CATEGORIES)[number], number[]> = {
  "Smileys & People": [0, 1],
  "Animals & Nature": [3],
  "Food & Drink": [4],
  Activities: [6],
  Objects: [7],
  Symbols: [8],
};

describe("emoji picker catalogue", () => {
  test("has the spec's six categories, in order, with ten different emoji each", () => {
    expect(Object.keys(EMOJI_CATALOGUE)).toEqual([...EMOJI_PICKER_CATEGORIES]);
    for (const category of EMOJI_PICKER_CATEGORIES) {
      expect(EMOJI_CATALOGUE[category]).toHaveLength(EMOJI_PER_CATEGORY);
    }
    const all = Object.values(EMOJI_CATALOGUE).flat();
    expect(new Set(all.map((entry) => entry.emoji)).size).toBe(all.length);
  });

  test("every entry is emojibase's own, in an emojibase group of its category", () => {
    for (const category of EMOJI_PICKER_CATEGORIES) {
      for (const entry of EMOJI_CATALOGUE[category]) {
        const source = emojibase.find((row) => row.emoji === entry.emoji);
        expect(source, entry.emoji).toBeDefined();
        expect({ emoji: entry.emoji, label: entry.label, version: entry.version, tags: entry.tags }).toEqual({
          emoji: source?.emoji,
          label: source?.label,
          version: source?.version,
          tags: source?.tags,
        });
        expect(GROUPS[category], `${entry.label} in ${category}`).toContain(source?.group);
      }
    }
  });

  test("frimousse's data names each emoji and finds it by name or by its character", () => {
    const data = emojiPickerData();
    expect(data.categories.map((category) => category.label)).toEqual([...EMOJI_PICKER_CATEGORIES]);
    expect(data.emojis).toHaveLength(EMOJI_PICKER_CATEGORIES.length * EMOJI_PER_CATEGORY);
    const cocktail = data.emojis.find((emoji) => emoji.label === "Cocktail glass");
    expect(cocktail?.category).toBe(EMOJI_PICKER_CATEGORIES.indexOf("Food & Drink"));
    expect(cocktail?.tags).toContain(cocktail?.emoji);
  });
});
