DROP INDEX "profiles_username_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gist ("username" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gist ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gist_trgm_ops(siglen=256));