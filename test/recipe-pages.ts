/**
 * A small web site of recipe pages for "Import from a link" (issue 22), served on a loopback address
 * that the server under test is told to allow (OUTBOUND_ALLOW_ADDRESSES / allowAddresses). The pages
 * are written by hand in the shapes real recipe sites publish (recipe-scrapers' test pages): a Yoast
 * style JSON-LD `@graph` with the author and site referenced by `@id`, microdata, and an article with
 * only an Open Graph card; robots.txt keeps MuddleBot out of /members-only/.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export const PAGE_HOST = "127.0.0.2";

export const SITE_NAME = "Bitters & Bottles";
export const NEGRONI_AUTHOR = "Ada Bitter";

function negroniPage(base: string) {
  const url = `${base}/recipes/negroni`;
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": `${base}/#website`, name: SITE_NAME, url: `${base}/` },
      { "@type": "Person", "@id": `${base}/#/person/ada`, name: NEGRONI_AUTHOR },
      {
        "@type": "WebPage",
        "@id": url,
        url,
        name: "Negroni | Bitters & Bottles",
        isPartOf: { "@id": `${base}/#website` },
      },
      {
        "@type": "Recipe",
        "@id": `${url}#recipe`,
        name: "Negroni",
        description: "Equal parts gin, Campari and sweet vermouth, stirred and served over ice.",
        author: { "@id": `${base}/#/person/ada` },
        image: [`${base}/images/negroni.png`],
        mainEntityOfPage: url,
        prepTime: "PT3M",
        totalTime: "PT5M",
        recipeYield: "1 drink",
        recipeCategory: "Cocktail",
        keywords: "bitter, stirred, classic",
        recipeIngredient: ["1 oz gin", "1 oz Campari", "1 oz sweet vermouth", "1 orange peel, for garnish"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Stir the gin, Campari and vermouth with ice until well chilled." },
          { "@type": "HowToStep", text: "Strain over a large ice cube and garnish with the orange peel." },
        ],
      },
    ],
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Negroni | ${SITE_NAME}</title>
<link rel="canonical" href="${url}">
<meta property="og:site_name" content="${SITE_NAME}">
<meta property="og:title" content="Negroni">
<script type="application/ld+json">${JSON.stringify(graph)}</script>
</head><body><article><h1>Negroni</h1><p>Our house pour.</p></article></body></html>`;
}

const LAST_WORD_MICRODATA = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Last Word</title>
<meta property="og:site_name" content="Old Bar Book"></head><body>
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Last Word</h1>
  <p itemprop="description">A Prohibition-era sour of gin, green Chartreuse, maraschino and lime.</p>
  <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Frank Fogarty</span></span>
  <ul>
    <li itemprop="recipeIngredient">3/4 oz gin</li>
    <li itemprop="recipeIngredient">3/4 oz green Chartreuse</li>
    <li itemprop="recipeIngredient">3/4 oz maraschino liqueur</li>
    <li itemprop="recipeIngredient">3/4 oz fresh lime juice</li>
  </ul>
  <div itemprop="recipeInstructions">Shake everything with ice and strain into a chilled coupe.</div>
</div></body></html>`;

function spritzArticle(base: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Summer in a glass</title>
<meta property="og:site_name" content="Porch Notes">
<meta property="og:title" content="Aperol Spritz, the way Venice pours it">
<meta property="og:description" content="Three, two, one: prosecco, Aperol, soda.">
<meta property="og:image" content="${base}/images/spritz.png">
<meta name="author" content="Gia Rossi">
</head><body><p>A story about a spritz, without a recipe card.</p></body></html>`;
}

async function photo(color: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export type RecipePageServer = { base: string; requests: string[]; close: () => Promise<void> };

/** Starts the site on PAGE_HOST and a free port; `requests` lists every path asked for, in order. */
export async function startRecipePageServer(host = PAGE_HOST): Promise<RecipePageServer> {
  const images: Record<string, Buffer> = {
    "/images/negroni.png": await photo("#b3202a"),
    "/images/spritz.png": await photo("#f07a1a"),
  };
  const requests: string[] = [];
  let base = "";
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    requests.push(path);
    const html = (body: string) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
    if (path === "/robots.txt") {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: MuddleBot\nDisallow: /members-only/\n");
      return;
    }
    if (path === "/recipes/negroni") return html(negroniPage(base));
    if (path === "/recipes/last-word") return html(LAST_WORD_MICRODATA);
    if (path === "/stories/spritz") return html(spritzArticle(base));
    if (path === "/members-only/sour") return html(negroniPage(base));
    if (path === "/about")
      return html("<!doctype html><html><head><title>About us</title></head><body>Hi</body></html>");
    const image = images[path];
    if (image) return res.writeHead(200, { "Content-Type": "image/png" }).end(image);
    res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
