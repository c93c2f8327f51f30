/**
 * "I made this" (issue 23): the rules and words of logging a make, shared by the dialog and the server.
 * The form posts multipart (the photo); fields arrive as strings.
 */
import { z } from "zod";
import { RATING_MAX, RATING_MIN } from "~/lib/constants";
import { optionalCleanString } from "~/lib/text";
import { POST_AUDIENCES } from "../feed/feed-schema";
import { MAKE_MESSAGES, MAKE_NOTE_MAX, MAKE_SERVINGS } from "./make-words";

const checkbox = z
  .enum(["on", "true", "false"])
  .optional()
  .transform((value) => value === "on" || value === "true");

export const MakeInput = z.object({
  servings: z.coerce
    .number({ message: MAKE_MESSAGES.servings })
    .min(MAKE_SERVINGS.min, MAKE_MESSAGES.servings)
    .max(MAKE_SERVINGS.max, MAKE_MESSAGES.servings)
    .default(1),
  rating: z
    .union([z.literal("").transform(() => null), z.coerce.number().int().min(RATING_MIN).max(RATING_MAX)], {
      message: MAKE_MESSAGES.rating,
    })
    .nullish()
    .transform((value) => value ?? null),
  note: optionalCleanString(MAKE_NOTE_MAX, { tooLong: MAKE_MESSAGES.noteTooLong }),
  /** Post "Ben made a Last Word" to the community feed. */
  share: checkbox,
  /** Refused when it is neither: a misspelt audience never posts to everyone. */
  audience: z.enum(POST_AUDIENCES, { message: MAKE_MESSAGES.audience }).default("public"),
  /** Take what was used off the member's bar quantities: only when asked. */
  deduct: checkbox,
});
export type MakeInputData = z.infer<typeof MakeInput>;
