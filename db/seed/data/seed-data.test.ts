import { describe, expect, it } from "vitest";
import { INGREDIENT_CATEGORIES, UNIT_TYPES } from "~/lib/constants";
import { slugify } from "~/lib/slug";
import { SEED_COLLECTIONS } from "./collections";
import { SEED_INGREDIENTS } from "./ingredients";
import { SEED_MEMBERS } from "./members";
import { SEED_RECIPES } from "./recipes";
import { SEED_CATEGORIES, SEED_COCKTAIL_TYPES } from "./taxonomy";

const ingredientByName = new Map(SEED_INGREDIENTS.map((i) => [i.name, i]));
const usernames = new Set(SEED_MEMBERS.map((m) => m.username));

describe("seed ingredients", () => {
  it("has unique names (case-insensitive)", () => {
    const lower = SEED_INGREDIENTS.map((i) => i.name.toLowerCase());
    const dupes = lower.filter((n, idx) => lower.indexOf(n) !== idx);
    expect(dupes).toEqual([]);
  });

  it("covers every ingredient category", () => {
    const used = new Set(SEED_INGREDIENTS.map((i) => i.category));
    const missing = INGREDIENT_CATEGORIES.filter((c) => !used.has(c));
    expect(missing).toEqual([]);
  });

  it("uses only known categories and unit types with a sane abv", () => {
    for (const i of SEED_INGREDIENTS) {
      expect(INGREDIENT_CATEGORIES, i.name).toContain(i.category);
      expect(UNIT_TYPES, i.name).toContain(i.unitType);
      expect(i.abv, i.name).toBeGreaterThanOrEqual(0);
      expect(i.abv, i.name).toBeLessThanOrEqual(100);
      expect(i.description.trim().length, i.name).toBeGreaterThan(0);
    }
  });

  it("points every variant at an existing, generic parent", () => {
    const variants = SEED_INGREDIENTS.filter((i) => i.parent !== undefined);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      const parent = ingredientByName.get(v.parent ?? "");
      expect(parent, `${v.name} → ${v.parent}`).toBeDefined();
      expect(v.parent, v.name).not.toBe(v.name);
      expect(parent?.parent, `${v.parent} must not itself be a variant`).toBeUndefined();
    }
  });
});

describe("seed members", () => {
  it("has valid, unique usernames and emails", () => {
    expect(usernames.size).toBe(SEED_MEMBERS.length);
    expect(new Set(SEED_MEMBERS.map((m) => m.email.toLowerCase())).size).toBe(SEED_MEMBERS.length);
    for (const m of SEED_MEMBERS) {
      expect(m.username).toMatch(/^[a-zA-Z0-9_-]{3,30}$/);
      expect(m.email).toMatch(/^[^@\s]+@demo\.muddle\.example$/);
    }
  });
});

describe("seed taxonomy", () => {
  it("has no duplicate categories or cocktail types", () => {
    expect(new Set(SEED_CATEGORIES).size).toBe(SEED_CATEGORIES.length);
    expect(new Set(SEED_COCKTAIL_TYPES).size).toBe(SEED_COCKTAIL_TYPES.length);
  });
});

describe("seed recipes", () => {
  it("has at least 45 recipes with unique names", () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(45);
    const lower = SEED_RECIPES.map((r) => r.name.toLowerCase());
    const dupes = lower.filter((n, idx) => lower.indexOf(n) !== idx);
    expect(dupes).toEqual([]);
  });

  it("is written by demo members", () => {
    for (const r of SEED_RECIPES) {
      expect(usernames.has(r.author), `${r.name} by ${r.author}`).toBe(true);
    }
  });

  it("only uses categories and cocktail types from the taxonomy", () => {
    for (const r of SEED_RECIPES) {
      expect(r.categories.length, r.name).toBeGreaterThan(0);
      expect(r.cocktailTypes.length, r.name).toBeGreaterThan(0);
      for (const c of r.categories) expect(SEED_CATEGORIES, r.name).toContain(c);
      for (const t of r.cocktailTypes) expect(SEED_COCKTAIL_TYPES, r.name).toContain(t);
    }
  });

  it("only uses catalogue ingredients and substitutes", () => {
    for (const r of SEED_RECIPES) {
      for (const line of r.ingredients) {
        expect(ingredientByName.has(line.ingredient), `${r.name}: ${line.ingredient}`).toBe(true);
        for (const sub of line.substitutes ?? []) {
          expect(ingredientByName.has(sub), `${r.name}: substitute ${sub}`).toBe(true);
          expect(sub, `${r.name}: ${sub} substitutes itself`).not.toBe(line.ingredient);
        }
      }
    }
  });

  it("has at least two ingredients, no repeated ingredient and at least two steps", () => {
    for (const r of SEED_RECIPES) {
      expect(r.ingredients.length, r.name).toBeGreaterThanOrEqual(2);
      const names = r.ingredients.map((l) => l.ingredient);
      expect(new Set(names).size, r.name).toBe(names.length);
      expect(r.steps.length, r.name).toBeGreaterThanOrEqual(2);
    }
  });

  it("has sensible times, quantities and tags", () => {
    for (const r of SEED_RECIPES) {
      expect(r.prepMinutes, r.name).toBeGreaterThan(0);
      expect(r.totalMinutes, r.name).toBeGreaterThanOrEqual(r.prepMinutes);
      for (const tag of r.tags) expect(tag, r.name).toBe(tag.toLowerCase());
      for (const line of r.ingredients) {
        if (line.quantity !== null) expect(line.quantity, `${r.name}: ${line.ingredient}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps the Negroni as equal parts gin, sweet vermouth and Campari", () => {
    const negroni = SEED_RECIPES.find((r) => r.name === "Negroni");
    expect(negroni).toBeDefined();
    const parts = (negroni?.ingredients ?? []).filter((l) => !l.garnish);
    expect(parts.map((l) => [l.ingredient, l.quantity, l.unit])).toEqual([
      ["London Dry Gin", 1, "oz"],
      ["Sweet Vermouth", 1, "oz"],
      ["Campari", 1, "oz"],
    ]);
    expect(negroni?.ingredients.some((l) => l.garnish && l.ingredient === "Orange Peel")).toBe(true);
  });
});

describe("seed collections", () => {
  const recipeNames = new Set(SEED_RECIPES.map((r) => r.name));

  it("is owned by demo members and lists only seed recipes, each once", () => {
    for (const c of SEED_COLLECTIONS) {
      expect(usernames.has(c.owner), `${c.name} by ${c.owner}`).toBe(true);
      expect(c.recipes.length, c.name).toBeGreaterThan(0);
      expect(new Set(c.recipes).size, c.name).toBe(c.recipes.length);
      for (const name of c.recipes) expect(recipeNames.has(name), `${c.name}: ${name}`).toBe(true);
    }
  });

  it("has unique slugs, descriptions and at least one private collection", () => {
    const slugs = SEED_COLLECTIONS.map((c) => slugify(c.name));
    expect(new Set(slugs).size).toBe(SEED_COLLECTIONS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const c of SEED_COLLECTIONS) expect(c.description.trim().length, c.name).toBeGreaterThan(0);
    expect(SEED_COLLECTIONS.some((c) => !c.isPublic)).toBe(true);
    expect(SEED_COLLECTIONS.filter((c) => c.isPublic).length).toBeGreaterThanOrEqual(5);
  });
});
