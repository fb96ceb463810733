ALTER TABLE "catalogue_version" ADD COLUMN "stock" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Moves the stock number on when a ticket's seats or a room type's rooms reach zero or come back from it:
-- the prices a package shows from depend on what can still be had, not on how much of it.
CREATE OR REPLACE FUNCTION public.shop_stock_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "catalogue_version" SET "stock" = "stock" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_stock_changed" AFTER UPDATE OF "availability" ON "tickets" FOR EACH ROW
  WHEN ((OLD."availability" > 0) IS DISTINCT FROM (NEW."availability" > 0)) EXECUTE FUNCTION public.shop_stock_changed();
--> statement-breakpoint
CREATE TRIGGER "hotel_room_types_stock_changed" AFTER UPDATE OF "rooms_available" ON "hotel_room_types" FOR EACH ROW
  WHEN ((OLD."rooms_available" > 0) IS DISTINCT FROM (NEW."rooms_available" > 0)) EXECUTE FUNCTION public.shop_stock_changed();
