CREATE TABLE "profile_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "followers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "followers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_slug_redirects" ADD CONSTRAINT "profile_slug_redirects_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_slug_redirects_profile_idx" ON "profile_slug_redirects" USING btree ("profile_id");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_one_audience" CHECK (not ("collections"."is_public" and "collections"."followers_only"));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_one_audience" CHECK (not ("recipes"."is_public" and "recipes"."followers_only"));