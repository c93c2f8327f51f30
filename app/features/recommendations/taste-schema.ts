/** The taste quiz's answers as the form sends them (issue 23): one schema for the quiz, settings and the server. */
import { z } from "zod";
import { TASTE_FLAVOURS, TASTE_SPIRITS, TASTE_STRENGTHS } from "./taste-quiz";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** An unanswered question is null, never a guess. */
const optional = <T extends [string, ...string[]]>(choices: T, message: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), z.enum(choices, { message }).nullable());

export const TasteAnswersInput = z.object({
  spirits: z
    .array(z.enum(values(TASTE_SPIRITS), { message: "Choose spirits from the list" }))
    .max(TASTE_SPIRITS.length)
    .transform((spirits) => [...new Set(spirits)]),
  flavour: optional(values(TASTE_FLAVOURS), "Choose sweet, balanced or bitter"),
  strength: optional(values(TASTE_STRENGTHS), "Choose how strong you like them"),
});

/** The form's fields: the spirits are a repeated field. */
export function tasteAnswersFromForm(form: FormData) {
  return TasteAnswersInput.safeParse({
    spirits: form.getAll("spirits").filter((v) => typeof v === "string"),
    flavour: form.get("flavour") ?? null,
    strength: form.get("strength") ?? null,
  });
}
