/**
 * The size and flood cases of the security hardening issue, each as an outsider would send it.
 * A case returns what the server answered; the runner adds time, memory and the bystander's wait.
 */
import sharp from "sharp";
import { linkIn, newestMailTo } from "../../test/outbox";
import { type Answer, cookiesFrom, send } from "./http";

export type Context = {
  base: string;
  member: string;
  other: string;
  recipeId: string;
  otherUsername: string;
  /** The server's data directory, whose development outbox holds the sign-up links. */
  dataDir: string;
};
export type Outcome = { answers: Answer[]; note?: string };
export type Case = { name: string; run: (ctx: Context) => Promise<Outcome> };

let addressCounter = 0;
/** A fresh client address per call, as separate visitors behind our trusted proxy. */
const newAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter % 250}`;
};

const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const FORM = "application/x-www-form-urlencoded";

/** Statuses of many answers, grouped: "201×10 429×140". */
export function tally(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts.entries()].map(([status, n]) => `${status}×${n}`).join(" ");
}

async function repeat(times: number, each: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) answers.push(await each(i));
  return answers;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await send(base, "/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": newAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${answer.body}`);
  return cookiesFrom(answer.setCookie);
}

/** Signs up a brand-new member as the sign-up form and its e-mailed link do; answers their cookie. */
async function signUpNewcomer(ctx: Context): Promise<string> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `newcomer-${id}@example.com`;
  const address = newAddress();
  const signUp = await send(ctx.base, "/signup", {
    method: "POST",
    headers: { "content-type": FORM, origin: ctx.base, "x-forwarded-for": address },
    body: form([
      ["username", `newcomer_${id}`],
      ["email", email],
      ["password", "a-long-enough-password"],
    ]),
  });
  if (signUp.status !== 200) throw new Error(`Sign-up answered ${signUp.status}`);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 50; tries++) {
    link = linkIn(await newestMailTo(email, [ctx.dataDir]), "/signup/verify?");
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("No sign-up link was e-mailed");
  const url = new URL(link);
  const verified = await send(ctx.base, `${url.pathname}${url.search}`, {
    headers: { cookie: cookiesFrom(signUp.setCookie), "x-forwarded-for": address },
  });
  const cookie = cookiesFrom(verified.setCookie);
  if (!cookie.includes("session")) throw new Error(`The sign-up link answered ${verified.status} without a session`);
  return cookie;
}

function multipartFile(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = "----muddleattack";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function recipeForm(ingredients: number, steps: number) {
  const fields: [string, string][] = [["name", "Flood Sour"]];
  for (let i = 0; i < ingredients; i++) {
    fields.push([`ingredients[${i}].name`, `Ingredient ${i}`], [`ingredients[${i}].quantity`, "1"]);
    fields.push([`ingredients[${i}].unit`, "oz"]);
  }
  for (let i = 0; i < steps; i++) fields.push([`steps[${i}]`, `Step ${i}`]);
  return form(fields);
}

const asMember = (ctx: Context, extra: Record<string, string> = {}) => ({
  cookie: ctx.member,
  origin: ctx.base,
  "x-forwarded-for": newAddress(),
  ...extra,
});

export const CASES: Case[] = [
  {
    name: "recipe photo: 1,000,000 × 1 PNG (1 KB)",
    run: async (ctx) => {
      const png = await sharp({ create: { width: 1_000_000, height: 1, channels: 3, background: "#b4532a" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const { body, contentType } = multipartFile("file", "strip.png", "image/png", png);
      const a = await send(ctx.base, "/api/site/uploads/recipe-images", {
        method: "POST",
        headers: asMember(ctx, { "content-type": contentType, accept: "application/json" }),
        body,
      });
      return { answers: [a], note: `${png.byteLength} B sent` };
    },
  },
  ...[
    ["recipe form: 4,000 ingredient rows", 4_000, 1],
    ["recipe form: 100,000 ingredient rows", 100_000, 1],
    ["recipe form: 10,000 steps", 1, 10_000],
  ].map(([name, ingredients, steps]) => ({
    name: name as string,
    run: async (ctx: Context) => {
      const body = recipeForm(ingredients as number, steps as number);
      const a = await send(ctx.base, "/bar/recipes/new", {
        method: "POST",
        headers: asMember(ctx, { "content-type": FORM }),
        body,
      });
      return { answers: [a], note: `${(body.length / 1e6).toFixed(2)} MB in, ${a.bodyBytes} B out` };
    },
  })),
  {
    name: "query string of 64 KB",
    run: async (ctx) => {
      const a = await send(ctx.base, `/recipes?search=${"a".repeat(64 * 1024)}`);
      return { answers: [a] };
    },
  },
  {
    name: "page action: 20 MB declared",
    run: async (ctx) => {
      const a = await send(ctx.base, "/bar/shopping-list", {
        method: "POST",
        headers: asMember(ctx, { "content-type": FORM }),
        body: "intent=add-name&name=x",
        declaredLength: 20 * 1024 * 1024,
      });
      return { answers: [a] };
    },
  },
  {
    name: "page action: 20 MB chunked",
    run: async (ctx) => {
      const a = await send(ctx.base, "/bar/shopping-list", {
        method: "POST",
        headers: asMember(ctx, { "content-type": FORM }),
        chunked: { totalBytes: 20 * 1024 * 1024 },
      });
      return { answers: [a] };
    },
  },
  {
    // Over BODY_LIMITS.bulkUpload (50 MB + 64 KB, a .zip with photos).
    name: "bulk upload: 60 MB chunked",
    run: async (ctx) => {
      const a = await send(ctx.base, "/recipes/bulk-upload", {
        method: "POST",
        headers: asMember(ctx, { "content-type": "multipart/form-data; boundary=----x" }),
        chunked: { totalBytes: 60 * 1024 * 1024 },
      });
      return { answers: [a] };
    },
  },
  {
    name: "NUL in the path (/%00, /a%00b/followers)",
    run: async (ctx) => {
      const answers = [await send(ctx.base, "/%00"), await send(ctx.base, "/a%00b/followers")];
      return { answers };
    },
  },
  {
    name: "redirect after sign-in: /login?redirectTo=/%09/evil.example",
    run: async (ctx) => {
      const a = await send(ctx.base, "/login?redirectTo=/%09/evil.example", { headers: { cookie: ctx.member } });
      return { answers: [a], note: `Location ${JSON.stringify(a.location ?? null)}` };
    },
  },
  {
    name: "150 comments in a row from one member",
    run: async (ctx) => {
      const answers = await repeat(150, (i) =>
        send(ctx.base, `/api/site/recipes/${ctx.recipeId}/comments`, {
          method: "POST",
          headers: asMember(ctx, { "content-type": FORM, accept: "application/json" }),
          body: form([
            ["intent", "add"],
            ["text", `Flood comment ${i}`],
          ]),
        }),
      );
      return { answers };
    },
  },
  {
    // Issue 21: a new member may write 5 comments in their first day, one every 30 seconds.
    name: "50 comments at once from an account made a minute ago",
    run: async (ctx) => {
      const newcomer = await signUpNewcomer(ctx);
      const marker = `newcomer-flood-${Date.now().toString(36)}`;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send(ctx.base, `/api/site/recipes/${ctx.recipeId}/comments`, {
            method: "POST",
            headers: {
              cookie: newcomer,
              origin: ctx.base,
              "x-forwarded-for": newAddress(),
              "content-type": FORM,
              accept: "application/json",
            },
            body: form([
              ["intent", "add"],
              ["text", `${marker} ${i}`],
            ]),
          }),
        ),
      );
      const thread = await send(ctx.base, `/api/site/recipes/${ctx.recipeId}/comments`, {
        headers: { accept: "application/json" },
      });
      const stored = new Set(thread.body.match(new RegExp(`${marker} \\d+`, "g")) ?? []).size;
      const waits = new Map<string, number>();
      for (const a of answers) if (a.retryAfter) waits.set(a.retryAfter, (waits.get(a.retryAfter) ?? 0) + 1);
      const retryAfter = [...waits].map(([seconds, n]) => `${seconds} s×${n}`).join(", ");
      return { answers, note: `${stored} stored; Retry-After ${retryAfter}` };
    },
  },
  {
    name: "300 like/unlike toggles",
    run: async (ctx) => {
      const answers = await repeat(300, (i) =>
        send(ctx.base, `/api/site/recipes/${ctx.recipeId}/reactions`, {
          method: "POST",
          headers: asMember(ctx, { "content-type": FORM, accept: "application/json" }),
          body: form([["intent", i % 2 ? "unlike" : "like"]]),
        }),
      );
      return { answers };
    },
  },
  {
    name: "100 follow/unfollow toggles",
    run: async (ctx) => {
      const answers = await repeat(100, (i) =>
        send(ctx.base, `/${ctx.otherUsername}`, {
          method: "POST",
          headers: asMember(ctx, { "content-type": FORM }),
          body: form([
            ["intent", i % 2 ? "unfollow" : "follow"],
            ["via", "fetcher"],
          ]),
        }),
      );
      return { answers };
    },
  },
  {
    // From the other member: likes and ratings share one allowance, which the likes above used up.
    name: "100 ratings",
    run: async (ctx) => {
      const answers = await repeat(100, (i) =>
        send(ctx.base, `/api/site/recipes/${ctx.recipeId}/reactions`, {
          method: "POST",
          headers: asMember({ ...ctx, member: ctx.other }, { "content-type": FORM, accept: "application/json" }),
          body: form([
            ["intent", "rate"],
            ["rating", String((i % 5) + 1)],
          ]),
        }),
      );
      return { answers };
    },
  },
  {
    name: "300 shares from one anonymous address",
    run: async (ctx) => {
      const answers = await repeat(300, () =>
        send(ctx.base, `/api/site/recipes/${ctx.recipeId}/reactions`, {
          method: "POST",
          headers: {
            origin: ctx.base,
            "x-forwarded-for": "198.51.100.7",
            "content-type": FORM,
            accept: "application/json",
          },
          body: form([["intent", "share"]]),
        }),
      );
      return { answers, note: `share count +${shareCountChange(answers)}` };
    },
  },
  {
    name: "40 unused photo uploads in a row",
    run: async (ctx) => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a5bb4" } })
        .png()
        .toBuffer();
      const { body, contentType } = multipartFile("file", "photo.png", "image/png", png);
      const answers = await repeat(40, () =>
        send(ctx.base, "/api/site/uploads/recipe-images", {
          method: "POST",
          headers: asMember(ctx, { "content-type": contentType, accept: "application/json" }),
          body,
        }),
      );
      return { answers };
    },
  },
  {
    name: "40 password guesses at one account from 40 addresses",
    run: async (ctx) => {
      const answers = await repeat(40, (i) =>
        send(ctx.base, "/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: ctx.base, "x-forwarded-for": `192.0.2.${i + 1}` },
          body: JSON.stringify({ email: "dan@demo.muddle.example", password: `guess-${i}-wrong` }),
        }),
      );
      return { answers };
    },
  },
];

/** The share answers carry the recipe's count: how far it rose over the whole flood. */
function shareCountChange(answers: Answer[]): string {
  const counts = answers
    .map((a) => Number(/"shares_count":(\d+)/.exec(a.body)?.[1] ?? Number.NaN))
    .filter((n) => !Number.isNaN(n));
  if (!counts.length) return "?";
  // The first answer already includes the first share.
  return String(Math.max(...counts) - (counts[0] as number) + 1);
}
