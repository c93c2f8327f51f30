/**
 * Issue 18: a name containing `</script>` or `<!--` cannot break out of the JSON-LD block. The page's
 * <head> is rendered as the server renders it (React Router's <Meta /> through react-dom/server), and
 * the block must still hold exactly the entry, parsing back to the same name.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { collectionPageMeta } from "~/features/collections/collection-meta";
import { recipeJsonLd } from "~/features/recipes/components/recipe-page/recipe-page-meta";
import { recipeDetail } from "~/features/recipes/recipe-detail-fixtures";
import { seoMeta } from "./seo-meta";

const origin = "https://muddle.example";
const HOSTILE = [
  `Negroni</script><script>alert("pwned")</script>`,
  "Sour <!-- <script> still a comment?",
  "</SCRIPT ><img src=x onerror=alert(1)>",
  'Line\u2028separator & ampersand\'s "quotes" <b>',
];

/** The page's head alone, as the server renders it. */
function Head() {
  return <Meta />;
}

function renderHead(meta: () => ReturnType<typeof seoMeta>): string {
  const Stub = createRoutesStub([{ path: "/", meta, Component: Head }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

function scripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? "");
}

describe("JSON-LD in the rendered head", () => {
  it.each(HOSTILE)("a name like %j stays inside its script block and parses back unchanged", (name) => {
    const html = renderHead(() =>
      seoMeta({
        origin,
        path: "/collections/x",
        title: `${name} | Muddle`,
        description: name,
        jsonLd: [{ "@context": "https://schema.org", "@type": "ItemList", name, itemListElement: [] }],
      }),
    );
    const blocks = scripts(html);
    // One block, closed where we closed it: no script element was opened by the name.
    expect(blocks).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/<\/script|<!--|</i);
    expect(JSON.parse(blocks[0] ?? "")).toMatchObject({ name });
    // The other tags carry it as escaped attribute text, never as markup.
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });

  it("holds for a real page's entries: a recipe and a collection named to break out", () => {
    const name = `</script><script>alert(1)</script><!--`;
    const recipe = recipeJsonLd({
      recipe: recipeDetail({
        name,
        description: name,
        author: { id: "a1", username: "eve", first_name: name, last_name: null, profile_picture_url: null },
        steps: [{ step_number: 1, step_description: name, estimated_time: null, step_image_url: null }],
        tags: [name],
      }),
      url: `${origin}/recipes/eve/x`,
      origin,
    });
    const collection = collectionPageMeta({
      collection: { name, slug: "x", description: name, owner_username: "eve", image_url: null, visibility: "public" },
      origin,
      page: 1,
      listed: { recipes: [{ name, slug: "x", author: { username: "eve" } }], total: 1, firstPosition: 1 },
    });
    const html = renderHead(() => [...collection, { "script:ld+json": recipe }]);
    const blocks = scripts(html);
    expect(blocks).toHaveLength(3);
    expect(html.match(/<script/gi)).toHaveLength(3);
    const parsed = blocks.map((block) => JSON.parse(block) as { name?: string; "@type": string });
    expect(parsed.find((entry) => entry["@type"] === "Recipe")?.name).toBe(name);
    expect(parsed.find((entry) => entry["@type"] === "ItemList")?.name).toBe(name);
  });
});
