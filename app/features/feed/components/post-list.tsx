/** Posts outside the live feed (a profile's Posts tab): each can be liked, commented on and deleted in place. */
import { useEffect, useState } from "react";
import type { FeedPost } from "../feed-types";
import { PostCard } from "./post-card";

export function PostList({ posts, signedIn, path }: { posts: FeedPost[]; signedIn: boolean; path: string }) {
  const [shown, setShown] = useState(posts);
  useEffect(() => setShown(posts), [posts]);
  return (
    <ul className="mx-auto flex max-w-2xl flex-col gap-4">
      {shown.map((post) => (
        <li key={post.id}>
          <PostCard
            post={post}
            signedIn={signedIn}
            path={path}
            onChange={(changed) => setShown((current) => current.map((p) => (p.id === changed.id ? changed : p)))}
            onDeleted={(id) => setShown((current) => current.filter((p) => p.id !== id))}
          />
        </li>
      ))}
    </ul>
  );
}
