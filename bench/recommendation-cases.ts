/**
 * Issue 23 "Speed": a member's "For you tonight" at 100,000 recipes and 1,000,000 likes and makes, p95 ≤ 50 ms.
 * Over 50 members with a history: the page's read of kept recommendations (every view), the same read just
 * after a change (the kept ones are shown while the refresher works them out again), and, for information,
 * the refresher's work for one member (recommendation-refresher.server.ts, in the background).
 */
import { sql } from "drizzle-orm";
import { loadForYouTonight, refreshRecommendations } from "~/features/recommendations/recommendation-queries.server";
import { FOR_YOU_ON_BAR } from "~/features/recommendations/recommendation-types";
import { type BenchCase, rows } from "./bench-cases";

export const RECOMMENDATIONS_TARGET_P95_MS = 50;

export async function recommendationCases(log: (m: string) => void): Promise<BenchCase[]> {
  const members = (
    await rows<{ id: string }>(sql`select id from profiles where id like 'bench-liker-%' order by md5(id) limit 50`)
  ).map((r) => r.id);
  log(`${members.length} members sampled; working their recommendations out once…`);
  for (const id of members) await refreshRecommendations(id);
  const member = (i: number) => members[i % members.length] as string;
  const show = async (id: string) => {
    const result = await loadForYouTonight(id, FOR_YOU_ON_BAR);
    if (result.kind !== "drinks" || result.recommendations.length === 0)
      throw new Error(`no recommendations for ${id}`);
  };
  return [
    {
      key: "recommendations-kept",
      label: `For you tonight (6 cards, ${members.length} members)`,
      target: true,
      run: (i) => show(member(i)),
      explainRun: () => show(member(0)),
    },
    {
      key: "recommendations-after-change",
      label: "For you tonight just after a like",
      target: true,
      run: async (i) => {
        await rows(sql`update taste_profiles set history_version = history_version + 1 where user_id = ${member(i)}`);
        await show(member(i));
      },
      explainRun: () => show(member(0)),
    },
    {
      key: "recommendations-worked-out",
      label: "Worked out again by the refresher (one member, info)",
      target: false,
      run: (i) => refreshRecommendations(member(i)),
      explainRun: () => refreshRecommendations(member(0)),
    },
  ];
}
