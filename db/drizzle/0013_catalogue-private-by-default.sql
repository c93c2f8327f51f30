ALTER TABLE "categories" ALTER COLUMN "shared" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "cocktail_types" ALTER COLUMN "shared" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "ingredients" ALTER COLUMN "shared" SET DEFAULT false;