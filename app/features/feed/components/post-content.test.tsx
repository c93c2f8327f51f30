import Linkify from "linkify-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { isLinkableAddress, POST_LINK_REL, PostContent } from "./post-content";

const render = (text: string) => renderToStaticMarkup(<PostContent text={text} />);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("PostContent", () => {
  test("http and https addresses become links that open in a new tab without an opener", () => {
    const html = render("Recipe at https://example.com/negroni?x=1&y=2. Also http://bar.test/menu");
    expect(hrefs(html)).toEqual(["https://example.com/negroni?x=1&amp;y=2", "http://bar.test/menu"]);
    expect(html).toContain(`rel="${POST_LINK_REL}"`);
    expect(html).toContain('target="_blank"');
    // The full stop ends the sentence, not the address.
    expect(html).toContain("y=2</a>.");
  });

  test("javascript:, data:, other schemes, bare domains and e-mail addresses stay text", () => {
    const html = render(
      "javascript:alert(1) JAVASCRIPT://example.com/%0aalert(1) data:text/html,<b>x</b> ftp://files.test " +
        "mailto:a@b.test example.com www.example.com bar@example.com file:///etc/passwd",
    );
    expect(html).not.toContain("<a");
  });

  test("markup is shown as text, never parsed", () => {
    const html = render('<img src=x onerror=alert(1)> <a href="javascript:alert(1)">hi</a> **bold**');
    expect(html).not.toContain("<img");
    expect(html).not.toContain('<a href="javascript');
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("**bold**");
  });

  test("an address cannot break out of its attribute", () => {
    const html = render('https://example.com/"onmouseover="alert(1)');
    expect(html).toContain('href="https://example.com/&quot;onmouseover=&quot;alert(1)"');
    expect(html).not.toMatch(/<a[^>]* onmouseover=/);
  });

  test("line breaks are kept and bidi overrides are dropped", () => {
    const html = render("Line one\nLine two\u202E");
    expect(html).toContain("Line one\nLine two</p>");
    expect(html).toContain("whitespace-pre-wrap");
  });

  test("a text without an address is the paragraph linkify would have made, without running linkify", () => {
    const text = "Stirred, not shaken.\nTry it with bar.example or a@b.example, no scheme.";
    const linkified = renderToStaticMarkup(
      <Linkify as="p" dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        {text}
      </Linkify>,
    );
    expect(render(text)).toBe(linkified);
    expect(render(text)).not.toContain("<a");
  });

  test("an address in capitals or after other text is still found", () => {
    expect(hrefs(render("see HTTPS://Example.com/x"))).toEqual(["HTTPS://Example.com/x"]);
  });

  test("no text, no paragraph", () => {
    expect(render("  \n ")).toBe("");
  });
});

describe("isLinkableAddress", () => {
  test("only url finds written with http(s)://", () => {
    expect(isLinkableAddress("https://muddle.test", "url")).toBe(true);
    expect(isLinkableAddress("HTTP://MUDDLE.TEST/A", "url")).toBe(true);
    expect(isLinkableAddress("muddle.test", "url")).toBe(false);
    expect(isLinkableAddress("a@muddle.test", "email")).toBe(false);
    expect(isLinkableAddress("javascript:alert(1)", "url")).toBe(false);
    expect(isLinkableAddress("https://", "url")).toBe(false);
  });
});
