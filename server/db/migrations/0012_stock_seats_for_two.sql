-- A package's page and cards open at two travellers: a ticket that can no longer seat two gives way to the
-- next one that can, at another price (the one-price rule). So the stock number also moves when a ticket's
-- seats fall below two or come back to two, or kept pages would show the price of a ticket two can no longer have.
DROP TRIGGER IF EXISTS "tickets_stock_changed" ON "tickets";
--> statement-breakpoint
CREATE TRIGGER "tickets_stock_changed" AFTER UPDATE OF "availability" ON "tickets" FOR EACH ROW
  WHEN ((OLD."availability" > 0) IS DISTINCT FROM (NEW."availability" > 0) OR (OLD."availability" >= 2) IS DISTINCT FROM (NEW."availability" >= 2))
  EXECUTE FUNCTION public.shop_stock_changed();
