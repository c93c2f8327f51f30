CREATE TABLE "bar_suggestion_skips" (
	"user_id" text NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bar_suggestion_skips" ADD CONSTRAINT "bar_suggestion_skips_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_suggestion_skips" ADD CONSTRAINT "bar_suggestion_skips_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_suggestion_skips_user_ingredient_idx" ON "bar_suggestion_skips" USING btree ("user_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "bar_suggestion_skips_ingredient_idx" ON "bar_suggestion_skips" USING btree ("ingredient_id");