/**
 * Issue 17: /community/posts/:postId, where a post's notifications lead, follows the feed's audience
 * rule: a public post opens for anyone, a followers-only one answers 404 to a guest, as does a bad id.
 */
import { describe, expect, it } from "vitest";
import { createPost } from "~/features/feed/post-mutations.server";
import { loader } from "~/routes/community.posts.$postId";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";

setupTestDatabase();

type Args = Parameters<typeof loader>[0];
const open = (postId: string) =>
  loader({
    request: new Request(`http://localhost:3000/community/posts/${postId}`),
    params: { postId },
    context: {},
  } as Args);

async function statusOf(postId: string): Promise<number> {
  try {
    await open(postId);
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("the single post's page", () => {
  it("shows a public post to a guest and hides a followers-only one", async () => {
    const author = await createMember("postpage_author");
    const open1 = await createPost(author, { content: "For everyone", audience: "public" });
    const closed = await createPost(author, { content: "For friends", audience: "followers" });
    const shown = await open(open1.id);
    expect(shown.post.content).toBe("For everyone");
    expect(shown.signedIn).toBe(false);
    expect(await statusOf(closed.id)).toBe(404);
    expect(await statusOf("not-a-post")).toBe(404);
  });
});
