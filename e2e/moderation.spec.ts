/**
 * Issue 21, end to end in Chromium against the demo seed (dan_the_distiller is the demo's admin): a new
 * member's links wait for review; reports hide a spam recipe from everyone else; the moderator deletes
 * it and silences its author; the author reads why and appeals; the moderator reverses the silence.
 */
import type { Browser, Page } from "@playwright/test";
import { anotherVisitor, expect, expectAccessible, newMember, publishRecipe, signUp, test } from "./fixtures";

const DEMO_PASSWORD = "muddle-demo-password";
const NEGRONI = "/recipes/eve_stirs/negroni";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function demoMember(browser: Browser, email: string) {
  const visitor = await anotherVisitor(browser);
  await signIn(visitor.page, email);
  return visitor;
}

async function report(page: Page, path: string, reason: string, note?: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Report this recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this recipe" });
  await dialog.getByRole("radio", { name: reason }).check();
  if (note) await dialog.getByLabel(/Note for the moderators/).fill(note);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks — our moderators will look at it")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("a new member's comment with two links waits for review; others do not see it", async ({ page, browser }) => {
  await signUp(page, newMember("mod_new"));
  await page.goto(NEGRONI);
  const text = `Better with https://gin.example.com and https://vermouth.example.com (${Date.now()})`;
  const comments = page.getByRole("region", { name: /^Comments/ });
  await comments.getByLabel("Add a comment").fill(text);
  await comments.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText(/Links from new members are checked by a moderator first/)).toBeVisible();
  const mine = comments.getByRole("listitem").filter({ hasText: text });
  await expect(mine.getByText("Waiting for review")).toBeVisible();

  const guest = await anotherVisitor(browser);
  // The guest's page has read the thread (the comments API answered) and it does not hold the comment.
  const pattern = /\/api\/site\/recipes\/[^/?]+\/comments(?=\.data|\?|$)/;
  const loaded = guest.page.waitForResponse((r) => pattern.test(new URL(r.url()).pathname) && r.ok());
  await guest.page.goto(NEGRONI);
  const thread = await guest.page.request.get((await loaded).url());
  expect(thread.ok()).toBe(true);
  expect(await thread.text()).not.toContain("gin.example.com");
  await expect(guest.page.getByText("Loading comments…")).toHaveCount(0);
  await expect(guest.page.getByText(text)).toHaveCount(0);
  await guest.context.close();
});

test("reports hide a spam recipe; the moderator deletes it and silences the author, who appeals and is heard", async ({
  page,
  browser,
}) => {
  test.slow(); // four members in four browsers, and the moderator's round trip
  const spammer = newMember("mod_spam");
  const name = `Free Money Spritz ${Date.now().toString(36)}`;
  await signUp(page, spammer);
  const { href } = await publishRecipe(page, name, "Gin");

  // Three members report it: a new member (weight 1), then two long-standing demo members (3 each).
  const first = await anotherVisitor(browser);
  await signUp(first.page, newMember("mod_rep"));
  await first.page.goto(href);
  await first.page.getByRole("button", { name: "Report this recipe" }).click();
  await expect(first.page.getByRole("dialog", { name: "Report this recipe" })).toBeVisible();
  await expectAccessible(first.page);
  await first.page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await report(first.page, href, "Spam", "Advert for a scam site");
  const ben = await demoMember(browser, "ben@demo.muddle.example");
  await report(ben.page, href, "Spam");
  // Reporting twice is refused, and nothing is counted again.
  await ben.page.goto(href);
  await ben.page.getByRole("button", { name: "Report this recipe" }).click();
  await ben.page.getByRole("radio", { name: "Other" }).check();
  await ben.page.getByRole("button", { name: "Send report" }).click();
  await expect(ben.page.getByRole("alert").filter({ hasText: "You have already reported this" })).toBeVisible();
  const cleo = await demoMember(browser, "cleo@demo.muddle.example");
  await report(cleo.page, href, "Spam");

  // Gone for a fourth member, from the recipe page, the listing and search; its author still sees it.
  const fourth = await anotherVisitor(browser);
  const missing = await fourth.page.goto(href);
  expect(missing?.status()).toBe(404);
  await fourth.page.goto(`/recipes?${new URLSearchParams({ search: name })}`);
  await expect(fourth.page.getByRole("link", { name })).toHaveCount(0);
  await fourth.page.goto(`/search?${new URLSearchParams({ q: name })}`);
  await expect(fourth.page.getByRole("link", { name })).toHaveCount(0);
  await page.goto(href);
  await expect(page.getByText("Hidden by moderators: only you can see this recipe.")).toBeVisible();

  // The moderator reviews the case: the snapshot, the reports; deletes the recipe and silences its author.
  const dan = await demoMember(browser, "dan@demo.muddle.example");
  await dan.page.getByRole("button", { name: "Account menu" }).click();
  await dan.page.getByRole("menuitem", { name: "Moderation" }).click();
  await expect(dan.page).toHaveURL(/\/moderation$/);
  await expectAccessible(dan.page);
  await dan.page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(dan.page.getByRole("region", { name: "As reported" }).getByText(name)).toBeVisible();
  await expect(dan.page.getByText("Advert for a scam site")).toBeVisible();
  await expectAccessible(dan.page);
  await dan.page.keyboard.press("d");
  await expect(dan.page.getByRole("radio", { name: /^Delete/ })).toBeChecked();
  await dan.page.keyboard.type("Advertising a scam");
  await dan.page.getByRole("button", { name: "Save decision" }).click();
  await expect(dan.page).toHaveURL(/\/moderation$/);
  await expect(dan.page.getByText("Decision saved")).toBeVisible();
  await dan.page.goBack();
  await expect(dan.page.getByText(/Already handled by @dan_the_distiller/)).toBeVisible();
  const sanction = dan.page.getByRole("form", { name: `Act on @${spammer.username}` });
  await sanction.getByLabel("Action").selectOption("silence");
  await sanction.getByLabel("For").selectOption("7");
  await sanction.getByLabel(/Reason/).fill("Spam recipes");
  await sanction.getByRole("button", { name: "Apply" }).click();
  await expect(dan.page.getByText("Sanction saved")).toBeVisible();

  // Both reach the author as notifications with the reason, never naming the moderator; the reporter
  // hears the outcome of their report.
  await page.goto("/notifications");
  const deleted = page.getByRole("link", {
    name: new RegExp(`^Moderators deleted your recipe “${name}” Reason: Advertising a scam`),
  });
  await expect(deleted).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Moderators silenced your account until .*Reason: Spam recipes/ }),
  ).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("dan_the_distiller");
  await expectAccessible(page);
  await deleted.click();
  await expect(page).toHaveURL(/\/settings\/moderation#action-/);
  const linked = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(linked).toContainText("Reason: Advertising a scam");
  await expect(linked).toHaveAttribute("aria-current", "true");
  await expect(linked).toBeInViewport();
  await first.page.goto("/notifications");
  await expect(
    first.page.getByRole("link", { name: new RegExp(`reviewed the recipe you reported “${name}” Action taken`) }),
  ).toBeVisible();

  // The author: the recipe is gone even for them, a banner says why, and they appeal the silence.
  await page.goto(href);
  await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Moderation notice" })).toContainText("silenced");
  await page.getByRole("link", { name: "See why" }).click();
  await expect(page).toHaveURL(/\/settings\/moderation$/);
  await expect(page.getByText("Reason: Spam recipes")).toBeVisible();
  await expect(page.getByText("Reason: Advertising a scam")).toBeVisible();
  await expectAccessible(page);
  const silence = page.getByRole("listitem").filter({ hasText: "Your account: silenced" });
  await silence.getByRole("button", { name: "Appeal" }).click();
  await silence.getByLabel("Why should a moderator reconsider?").fill("It was a joke recipe, it won't happen again");
  await silence.getByRole("button", { name: "Send appeal" }).click();
  await expect(page.getByText("Your appeal was sent: a moderator will look at it.")).toBeVisible();
  await expect(silence.getByText(/You appealed on/)).toBeVisible();

  // The moderator reverses the silence; the log shows both actions.
  await dan.page.goto("/moderation");
  await dan.page
    .getByRole("link", { name: /Appeal/ })
    .first()
    .click();
  await expect(dan.page.getByText("It was a joke recipe, it won't happen again")).toBeVisible();
  await dan.page.getByRole("radio", { name: "Reverse the action" }).check();
  await dan.page
    .getByRole("form", { name: "Answer the appeal" })
    .getByLabel(/Reason/)
    .fill("Fair enough");
  await dan.page.getByRole("button", { name: "Send answer" }).click();
  await expect(dan.page.getByText("Appeal answered")).toBeVisible();
  await dan.page.goto("/moderation/log");
  const log = dan.page.getByRole("list", { name: "Moderation log" });
  await expect(log.getByRole("listitem").filter({ hasText: "Silence lifted" }).first()).toContainText(spammer.username);
  await expect(log.getByRole("listitem").filter({ hasText: "Spam recipes" }).first()).toContainText(
    "Reverted by @dan_the_distiller",
  );
  await expect(log.getByRole("listitem").filter({ hasText: "Advertising a scam" }).first()).toContainText("Deleted");
  await expectAccessible(dan.page);

  // Silence lifted: the author writes again.
  await page.goto(NEGRONI);
  await expect(page.getByRole("complementary", { name: "Moderation notice" })).toHaveCount(0);
  for (const visitor of [first, ben, cleo, fourth, dan]) await visitor.context.close();
});

test("the moderator approves two held comments at once from the queue", async ({ page, browser }) => {
  const texts: string[] = [];
  for (const who of ["mod_bulk_a", "mod_bulk_b"]) {
    const visitor = await anotherVisitor(browser);
    await signUp(visitor.page, newMember(who));
    await visitor.page.goto(NEGRONI);
    const text = `Shaken at https://${who.replace(/_/g, "-")}.example (${Date.now()})`;
    const comments = visitor.page.getByRole("region", { name: /^Comments/ });
    await comments.getByLabel("Add a comment").fill(text);
    await comments.getByRole("button", { name: "Post Comment" }).click();
    await expect(
      comments.getByRole("listitem").filter({ hasText: text }).getByText("Waiting for review"),
    ).toBeVisible();
    texts.push(text);
    await visitor.context.close();
  }

  await signIn(page, "dan@demo.muddle.example");
  await page.goto("/moderation");
  const [first, second] = texts.map((text) => page.getByRole("listitem").filter({ hasText: text }));
  if (!first || !second) throw new Error("Two held comments were posted");
  await first.getByRole("checkbox").check();
  // x selects the focused row.
  await second.getByRole("link").focus();
  await page.keyboard.press("x");
  await expect(second.getByRole("checkbox")).toBeChecked();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByLabel("Decision").selectOption("keep");
  await page.getByLabel("Reason (each author reads it)").fill("Helpful links");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Apply to 2" }).click();
  await expect(page.getByText("2 cases decided")).toBeVisible();
  for (const text of texts) await expect(page.getByRole("listitem").filter({ hasText: text })).toHaveCount(0);

  const guest = await anotherVisitor(browser);
  await guest.page.goto(NEGRONI);
  for (const text of texts) await expect(guest.page.getByText(text)).toBeVisible();
  await guest.context.close();
});
