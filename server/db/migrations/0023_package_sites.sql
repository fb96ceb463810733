CREATE TABLE "package_sites" (
	"package_id" integer NOT NULL,
	"locale" text NOT NULL,
	"premium_available" boolean DEFAULT false NOT NULL,
	"is_transit_less" boolean DEFAULT true NOT NULL,
	"is_flight_less" boolean DEFAULT false NOT NULL,
	"flight_less_mode" text,
	"base_price" integer NOT NULL,
	"default_price" integer NOT NULL,
	"premium_price" integer,
	"default_flight_less_price" integer,
	"default_hotel_less_price" integer,
	"default_with_transit_price" integer,
	"extra_services_additional_daily_fee" integer DEFAULT 0 NOT NULL,
	"flight" jsonb,
	"transit" jsonb,
	CONSTRAINT "package_sites_package_id_locale_pk" PRIMARY KEY("package_id","locale")
);
--> statement-breakpoint
ALTER TABLE "package_sites" ADD CONSTRAINT "package_sites_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_sites" ADD CONSTRAINT "package_sites_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A catalogue seeded before the sites had their own trips: every site sells what the package sold, until the next seed.
INSERT INTO "package_sites" ("package_id", "locale", "premium_available", "is_transit_less", "is_flight_less", "flight_less_mode", "base_price", "default_price", "premium_price", "default_flight_less_price", "default_hotel_less_price", "default_with_transit_price", "extra_services_additional_daily_fee", "flight", "transit")
SELECT p."id", l."code", p."premium_available", p."is_transit_less", p."is_flight_less", p."flight_less_mode", p."base_price", p."default_price", p."premium_price", p."default_flight_less_price", p."default_hotel_less_price", p."default_with_transit_price", p."extra_services_additional_daily_fee",
  nullif(p."default_services" -> 'flight', 'null'::jsonb), nullif(p."default_services" -> 'transit', 'null'::jsonb)
FROM "packages" p CROSS JOIN "locales" l;--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "premium_available";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "is_transit_less";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "is_flight_less";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "flight_less_mode";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "base_price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "default_price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "premium_price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "default_flight_less_price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "default_hotel_less_price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "default_with_transit_price";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "extra_services_additional_daily_fee";--> statement-breakpoint
UPDATE "packages" SET "default_services" = "default_services" - 'flight' - 'transit';--> statement-breakpoint
-- A package is priced from its site's row too (0005_catalogue_version).
CREATE TRIGGER "package_sites_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_sites" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
