/** The /settings/api form (issue 22): one schema for the form and the server. */
import { z } from "zod";
import { cleanString } from "~/lib/text";
import { API_SCOPE_NAMES, TOKEN_EXPIRY_DAYS, TOKEN_MAX_DAYS, TOKEN_NAME_MAX } from "./api-scopes";

const DAY_MS = 24 * 60 * 60 * 1000;

export const TOKEN_MESSAGES = {
  name: "Please give the token a name",
  scopes: "Please choose at least one permission",
  expiryDate: `Please choose a date between tomorrow and ${TOKEN_MAX_DAYS - 1} days from now`,
  created: "Token created. Copy it now: it will not be shown again.",
  revoked: "Token revoked",
  tooMany: "You have reached the limit of tokens. Please revoke one you no longer use.",
} as const;

const expiryChoices: [string, ...string[]] = ["custom", ...TOKEN_EXPIRY_DAYS.map(String)];

export const CreateTokenInput = z
  .object({
    name: cleanString({ singleLine: true }).min(1, TOKEN_MESSAGES.name).max(TOKEN_NAME_MAX),
    scopes: z
      .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(API_SCOPE_NAMES)))
      .pipe(z.array(z.enum(API_SCOPE_NAMES)).min(1, TOKEN_MESSAGES.scopes)),
    expiry: z.enum(expiryChoices),
    /** yyyy-mm-dd, with expiry "custom". */
    expiryDate: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.expiry !== "custom") return;
    if (tokenExpiry(value, new Date()) === null) {
      ctx.addIssue({ code: "custom", path: ["expiryDate"], message: TOKEN_MESSAGES.expiryDate });
    }
  });
export type CreateTokenInputData = z.output<typeof CreateTokenInput>;

/** When a token made `now` with these choices expires, or null for a custom date out of range. */
export function tokenExpiry(input: { expiry: string; expiryDate?: string }, now: Date): Date | null {
  if (input.expiry !== "custom") return new Date(now.getTime() + Number(input.expiry) * DAY_MS);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.expiryDate ?? "");
  if (!match) return null;
  // The end of the chosen day, UTC: "expires on 12 March" keeps working through 12 March.
  const end = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59));
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return null;
  if (end.getTime() > now.getTime() + TOKEN_MAX_DAYS * DAY_MS) return null;
  return end;
}

export const RevokeTokenInput = z.object({ tokenId: z.guid() });
