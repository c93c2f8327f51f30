/**
 * Issue 12, item 5: /bar/build said "17 ingredients in your bar" while /bar said 18 for the same
 * member, one of them counting an item at quantity 0 ("Out"). Both pages now read one count.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { loader as myBar } from "~/routes/bar._index";
import { loader as buildBar } from "~/routes/bar.build";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, stockBar } from "../../../test/fixtures";
import { countBarStock } from "./bar-queries.server";
import { describeBarStock } from "./bar-stock";

setupTestDatabase();

let cookie = "";
let memberId = "";

const args = (path: string) =>
  ({
    request: new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  }) as never;

beforeAll(async () => {
  ({ cookie } = await signUpConfirmed({ username: "stock_counter", email: "stock_counter@example.com" }, "10.79.0.1"));
  const [profile] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(schema.profiles.username, "stock_counter"));
  memberId = profile?.id as string;
  for (const name of ["Stock Gin", "Stock Vermouth", "Stock Campari"]) await createIngredient(name);
  await stockBar(memberId, ["Stock Gin", "Stock Vermouth"], 2);
  await stockBar(memberId, ["Stock Campari"], 0); // run out: listed, not counted for matches
});

describe("the bar's one count", () => {
  it("counts items in stock and names the run-out ones apart", async () => {
    expect(await countBarStock(memberId)).toEqual({ inStock: 2, out: 1 });
  });

  it("is the same on /bar and /bar/build when an item is out", async () => {
    const bar = await myBar(args("/bar"));
    const build = await buildBar(args("/bar/build"));
    expect(bar.items).toHaveLength(3);
    expect(bar.stock).toEqual({ inStock: 2, out: 1 });
    expect(build.stock).toEqual(bar.stock);
  });

  it("says what it counts", () => {
    expect(describeBarStock({ inStock: 2, out: 1 })).toBe("2 ingredients in stock, 1 out of stock");
    expect(describeBarStock({ inStock: 1, out: 0 })).toBe("1 ingredient in stock");
    expect(describeBarStock({ inStock: 0, out: 2 })).toBe("0 ingredients in stock, 2 out of stock");
    expect(describeBarStock({ inStock: 0, out: 0 })).toBe("Your bar is empty so far");
  });
});
