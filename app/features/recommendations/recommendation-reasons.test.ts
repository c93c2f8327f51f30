import { describe, expect, it } from "vitest";
import { type ReasonInput, recommendationReasons } from "./recommendation-reasons";

const none: ReasonInput = { because: [], crowd: 0, quiz: [], freshDays: null, saved: false, likes: 0 };

describe("recommendation reasons", () => {
  it("leads with the bar, then the member's own drinks", () => {
    expect(
      recommendationReasons({
        ...none,
        bar: { have: 3, required: 3, missing: [] },
        because: [
          { name: "Negroni", verb: "liked" },
          { name: "Paper Plane", verb: "liked" },
        ],
      }),
    ).toEqual(["You have everything", "you liked Negroni and Paper Plane"]);
  });

  it("names the one bottle missing, and different verbs apart", () => {
    expect(
      recommendationReasons({
        ...none,
        bar: { have: 2, required: 3, missing: ["Campari"] },
        because: [
          { name: "Last Word", verb: "made" },
          { name: "Aviation", verb: "rated" },
        ],
      }),
    ).toEqual(["You need only Campari", "you made Last Word and rated Aviation highly"]);
  });

  it("says nothing of a bar two bottles short", () => {
    expect(recommendationReasons({ ...none, bar: { have: 1, required: 3, missing: ["A", "B"] }, likes: 5 })).toEqual([
      "Liked by 5 members",
    ]);
  });

  it("falls back on the quiz answers, the crowd and freshness, three parts at most", () => {
    expect(
      recommendationReasons({ ...none, quiz: ["bitter", "gin", "whiskey"], crowd: 4, freshDays: 3, saved: true }),
    ).toEqual(["On your saved list", "you like gin, whiskey and bitter drinks", "liked by 4 members with your taste"]);
    expect(recommendationReasons({ ...none, freshDays: 10 })).toEqual(["New on Muddle"]);
    expect(recommendationReasons(none)).toEqual(["Something new to try"]);
    expect(recommendationReasons({ ...none, crowd: 1, likes: 1 })).toEqual(["Liked by a member"]);
  });
});
