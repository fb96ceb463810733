CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "value") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Moves the catalogue version on, once per statement that changed a table a package is priced from.
CREATE OR REPLACE FUNCTION public.shop_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "catalogue_version" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table findPackage reads (server/modules/packages), the sites' rates and the CMS booking discounts,
-- and the nationalities a booking's travellers may name.
-- tickets and hotel_room_types: every column but the seats and rooms left, which bookings take and pricing reads live.
CREATE TRIGGER "packages_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "cities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "package_events_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_events" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "events_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "sport_categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sport_categories" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "tournaments_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tournaments" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "venues_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "clubs_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clubs" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "venue_blocks_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venue_blocks" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "tickets_catalogue_changed" AFTER INSERT OR UPDATE OF "id", "event_id", "venue_block_id", "price", "delivery_info" OR DELETE OR TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "package_hotels_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_hotels" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "hotels_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "hotel_room_types_catalogue_changed" AFTER INSERT OR UPDATE OF "id", "hotel_id", "room_type", "name", "caption", "max_adults", "max_children", "price_per_night", "taxes" OR DELETE OR TRUNCATE ON "hotel_room_types" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "transit_routes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transit_routes" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "locales_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locales" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "cms_content_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_content" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "nationalities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nationalities" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
