CREATE TABLE "collection_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"collection_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_views" (
	"collection_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date DEFAULT now() NOT NULL,
	CONSTRAINT "collection_views_collection_id_visitor_day_pk" PRIMARY KEY("collection_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "menu_bar_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_slug_redirects" ADD CONSTRAINT "collection_slug_redirects_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_views" ADD CONSTRAINT "collection_views_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_slug_redirects_collection_idx" ON "collection_slug_redirects" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_views_day_idx" ON "collection_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "collections_featured_idx" ON "collections" USING btree ("likes_count","created_at") WHERE "collections"."is_public";--> statement-breakpoint
CREATE INDEX "collections_name_trgm_idx" ON "collections" USING gin ("name" gin_trgm_ops);