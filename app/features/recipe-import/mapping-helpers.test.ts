import { describe, expect, it } from "vitest";
import { cleanText } from "./mapping-helpers";

// Issue 13: entities were decoded after tags were stripped, with a table of seventeen entities.
describe("cleanText", () => {
  it("decodes entities before removing tags, so escaped markup goes too", () => {
    // A real description (recipe-scrapers' test pages) with its HTML escaped inside the JSON-LD.
    expect(
      cleanText(
        "&lt;p&gt;The Negroni is a classic Italian cocktail that has been enjoyed for over a century.&lt;/p&gt;",
      ),
    ).toBe("The Negroni is a classic Italian cocktail that has been enjoyed for over a century.");
    expect(cleanText("&lt;p&gt;Shake.&lt;/p&gt;&lt;p&gt;Strain.&lt;/p&gt;", { keepLines: true })).toBe(
      "Shake.\nStrain.",
    );
  });

  it("decodes every named entity, and text encoded twice", () => {
    expect(cleanText("<p>R&yacute;chle knedličky z tvarohu s e&scaron;te r&yacute;chlej&scaron;ou</p>")).toBe(
      "Rýchle knedličky z tvarohu s ešte rýchlejšou",
    );
    expect(cleanText("Carrot &amp;amp; Zucchini")).toBe("Carrot & Zucchini");
    expect(cleanText("my grandmother&amp;#8217;s mustard sauce")).toBe("my grandmother’s mustard sauce");
    expect(cleanText("6  pink M&amp;Ms")).toBe("6 pink M&Ms");
  });

  it("leaves a less-than sign that starts no tag", () => {
    expect(cleanText("Serve at 1 < 2 degrees &lt;3")).toBe("Serve at 1 < 2 degrees <3");
  });
});
