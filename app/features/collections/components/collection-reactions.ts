/**
 * The collection page's like and share (part 2 §2 Collection detail, issue 15): the endpoint's address
 * and the words both it and the page use. The like is stored on the server; guests are asked to sign
 * in, in the words the recipe page uses for its own like. Client-safe.
 */
export const SIGN_IN_TO_LIKE = "Please sign in to like collections";
export const LIKE_FAILED = "Failed to update like";
export const SHARE_FAILED = "Failed to share";

export const COLLECTION_REACTION_INTENTS = ["like", "unlike", "share"] as const;
export type CollectionReactionIntent = (typeof COLLECTION_REACTION_INTENTS)[number];

export const LIKE_MESSAGES = { like: "Collection liked", unlike: "Collection unliked" } as const;

export type CollectionReactionResult =
  | { error: string }
  | { intent: "like" | "unlike"; liked: boolean; likes_count: number }
  | { intent: "share"; shares_count: number };

export function collectionReactionsPath(collectionId: string): string {
  return `/api/site/collections/${collectionId}/reactions`;
}
