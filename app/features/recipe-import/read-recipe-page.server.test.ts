/**
 * Reading recipes from pages (issue 22). The pages are written here in the shapes real recipe sites use
 * (checked against recipe-scrapers' public test pages: tasteline.com's single Recipe block, 40aprons.com's
 * Yoast `@graph` with the author by `@id`, drinkoteket.se's microdata with unquoted attributes and the
 * method as one <ol>), and each goes through the bulk upload's schema.org mapper to a valid import item.
 */
import { describe, expect, it } from "vitest";
import { fromSchemaOrg } from "./from-schema-org";
import { ImportItem } from "./import-schema";
import type { JsonObject } from "./mapping-helpers";
import { readRecipePage } from "./read-recipe-page.server";

const item = (recipe: JsonObject | undefined) => ImportItem.parse(fromSchemaOrg(recipe as JsonObject).item);

const SINGLE_BLOCK = `<!doctype html><html lang="sv"><head>
<title>Gin Fizz | Tasteline</title>
<meta property="og:site_name" content="Tasteline"><meta property="og:title" content="Gin Fizz">
<link rel="canonical" href="https://www.tasteline.example/recept/gin-fizz/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Gin Fizz",
"author":{"@type":"Person","name":"Oscar Eldin"},"recipeYield":"1",
"recipeIngredient":["4 cl gin","3 cl pressad citron","2 cl sockerlag","1 äggvita","sodavatten"],
"recipeInstructions":[{"@type":"HowToStep","text":"Skaka gin, citron, sockerlag och äggvita utan is."},
{"@type":"HowToStep","text":"Skaka igen med is."},{"@type":"HowToStep","text":"Sila upp och toppa med sodavatten."}]}</script>
</head><body><h1>Gin Fizz</h1></body></html>`;

const YOAST_GRAPH = `<html><head><title>Raspberry Cocktails with Rosemary - 40 Aprons</title>
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[
{"@type":"WebPage","@id":"https://aprons.example/fizz/","url":"https://aprons.example/fizz/","name":"Raspberry Cocktails"},
{"@type":"WebSite","@id":"https://aprons.example/#website","name":"40 Aprons"},
{"@type":"Person","@id":"https://aprons.example/#/schema/person/cc2d","name":"Cheryl Malik"},
{"@type":"Recipe","name":"Raspberry Cocktails with Rosemary","author":{"@id":"https://aprons.example/#/schema/person/cc2d"},
"image":["https://aprons.example/fizz-1x1.jpg"],"totalTime":"PT20M",
"recipeIngredient":["1 ½ ounces vodka (or gin)","½ ounce St. Germaine elderflower liqueur","1 ½ ounces raspberry-rosemary syrup","1 tablespoon soda water"],
"recipeInstructions":[{"@type":"HowToSection","name":"For the Syrup","itemListElement":[{"@type":"HowToStep","text":"Muddle the rosemary."},{"@type":"HowToStep","text":"Simmer with raspberries and sugar."}]},
{"@type":"HowToSection","name":"For the Cocktail","itemListElement":[{"@type":"HowToStep","text":"Shake vodka, liqueur and syrup with ice."},{"@type":"HowToStep","text":"Top with soda."}]}]}]}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe"}</script>
</head><body></body></html>`;

const MICRODATA = `<html><head><title>Margarita Recept - Drinkoteket</title><meta property=og:site_name content=Drinkoteket>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Drinkoteket"}</script></head>
<body><article itemscope itemtype=http://schema.org/Recipe>
<h1 itemprop=name>Margarita</h1><meta itemprop=author content=Drinkoteket>
<img itemprop=image src=/bilder/margarita.jpg alt="">
<ul><li itemprop=recipeIngredient>4 cl Tequila</li><li itemprop=recipeIngredient>2 cl Apelsinlikör (Triple sec)</li>
<li itemprop=recipeIngredient>2 cl Limejuice</li><li itemprop=recipeIngredient>0,5-1 cl Sockerlag</li></ul>
<div class=instructions itemprop=recipeInstructions><ol><li>Förbered glaset med salt.</li><li>Skaka allt med is.</li><li>Sila upp i glaset.</li></ol></div>
<div itemprop=aggregateRating itemscope itemtype=http://schema.org/AggregateRating><span itemprop=ratingValue>4.5</span></div>
</article></body></html>`;

const OPEN_GRAPH = `<html><head><title>Spritz night</title>
<meta property="og:title" content="Aperol Spritz, the way Venice pours it">
<meta property="og:description" content="Three, two, one: prosecco, Aperol, soda.">
<meta property="og:image" content="/images/spritz.jpg"><meta property="og:site_name" content="Bar Notes">
</head><body><p>No structured recipe here.</p></body></html>`;

describe("reading a recipe page", () => {
  it("reads a single Recipe JSON-LD block, with the page's facts for the source line", () => {
    const page = readRecipePage(SINGLE_BLOCK, "https://www.tasteline.example/recept/gin-fizz/?utm=x");
    expect(page.kind).toBe("json-ld");
    if (page.kind !== "json-ld") return;
    expect(page.page).toEqual({
      url: "https://www.tasteline.example/recept/gin-fizz/",
      siteName: "Tasteline",
      title: "Gin Fizz",
      author: "Oscar Eldin",
    });
    const read = item(page.recipes[0]);
    expect(read.name).toBe("Gin Fizz");
    expect(read.ingredients.map((i) => i.name)).toEqual([
      "gin",
      "pressad citron",
      "sockerlag",
      "äggvita",
      "sodavatten",
    ]);
    expect(read.ingredients[0]).toMatchObject({ quantity: 4, unit: "cl" });
    expect(read.steps).toHaveLength(3);
  });

  it("finds the Recipe in a @graph, names its author from the graph, and skips an empty second block", () => {
    const page = readRecipePage(YOAST_GRAPH, "https://aprons.example/fizz/");
    expect(page.kind).toBe("json-ld");
    if (page.kind !== "json-ld") return;
    expect(page.page).toMatchObject({ siteName: "40 Aprons", author: "Cheryl Malik" });
    const recipes = page.recipes.filter((r) => r.name);
    expect(recipes).toHaveLength(1);
    const read = item(recipes[0]);
    expect(read.name).toBe("Raspberry Cocktails with Rosemary");
    expect(read.ingredients).toHaveLength(4);
    expect(read.steps).toHaveLength(4);
    expect(read.images[0]?.url).toBe("https://aprons.example/fizz-1x1.jpg");
  });

  it("falls back to microdata, each list item a step, nested items kept apart", () => {
    const page = readRecipePage(MICRODATA, "https://drinkoteket.example/recept/margarita/");
    expect(page.kind).toBe("microdata");
    if (page.kind !== "microdata") return;
    expect(page.page).toMatchObject({ siteName: "Drinkoteket", author: "Drinkoteket" });
    const [recipe] = page.recipes;
    expect(recipe?.aggregateRating).toEqual({ "@type": ["AggregateRating"], ratingValue: "4.5" });
    const read = item(recipe);
    expect(read.name).toBe("Margarita");
    expect(read.ingredients.map((i) => i.name)).toEqual(["Tequila", "Apelsinlikör", "Limejuice", "Sockerlag"]);
    // The bulk upload's line reader keeps a parenthesis as the ingredient's note, and "0,5-1 cl" as a range.
    expect(read.ingredients[1]?.note).toContain("Triple sec");
    expect(read.ingredients[3]).toMatchObject({ quantity: 0.5, quantity_max: 1, unit: "cl" });
    expect(read.steps.map((step) => (typeof step === "string" ? step : step.text))).toEqual([
      "Förbered glaset med salt.",
      "Skaka allt med is.",
      "Sila upp i glaset.",
    ]);
  });

  it("gives only a title, a description and an image from Open Graph", () => {
    const page = readRecipePage(OPEN_GRAPH, "https://notes.example/spritz");
    expect(page).toEqual({
      kind: "open-graph",
      draft: {
        name: "Aperol Spritz, the way Venice pours it",
        description: "Three, two, one: prosecco, Aperol, soda.",
        image: "https://notes.example/images/spritz.jpg",
      },
      page: {
        url: "https://notes.example/spritz",
        siteName: "Bar Notes",
        title: "Aperol Spritz, the way Venice pours it",
        author: null,
      },
    });
  });

  it("makes no draft of a page without an Open Graph title, however titled", () => {
    const page = readRecipePage("<html><head><title>Page not found</title></head></html>", "https://x.example/a");
    expect(page).toMatchObject({ kind: "none", page: { title: "Page not found" } });
  });

  it("says when there is nothing to read, and survives broken JSON-LD", () => {
    const page = readRecipePage(
      '<html><body><script type="application/ld+json">{ not json</script></body></html>',
      "https://x.example/",
    );
    expect(page).toEqual({
      kind: "none",
      page: { url: "https://x.example/", siteName: null, title: null, author: null },
    });
  });
});
