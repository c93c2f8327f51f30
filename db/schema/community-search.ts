/**
 * Community search's word list (issue 16): every lexeme of the posts' full-text vectors, once. A
 * misspelt search word is matched against these short words by trigram similarity, and the words it
 * resembles join the full-text query (the pg_trgm documentation's "text search integration"):
 * comparing a word with whole posts instead costs a similarity over the post's text per candidate
 * row, far too slow once a word is in thousands of posts. Kept by triggers on community_posts
 * (migration 0026); a lexeme outlives its posts, which only costs a query alternative that finds nothing.
 */
import { index, pgTable, text } from "drizzle-orm/pg-core";

export const community_post_words = pgTable("community_post_words", { word: text("word").primaryKey() }, (t) => [
  index("community_post_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);
