CREATE TABLE "termination_fees" (
	"from_days" integer PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "termination_fees_days" CHECK ("termination_fees"."from_days" >= 0),
	CONSTRAINT "termination_fees_percent" CHECK ("termination_fees"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "reduced_mobility" text DEFAULT 'limited' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_reduced_mobility" CHECK ("packages"."reduced_mobility" in ('suitable', 'limited', 'unsuitable'));--> statement-breakpoint
-- A package's detail carries the termination fees: a change of them is a change of the catalogue.
CREATE TRIGGER "termination_fees_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "termination_fees" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
-- The standard schedule for a database seeded before it existed (a new catalogue's seed writes the same, server/seed/data/termination-fees.ts).
INSERT INTO "termination_fees" ("from_days", "percent") VALUES (61, 25), (31, 50), (15, 75), (0, 90) ON CONFLICT DO NOTHING;
