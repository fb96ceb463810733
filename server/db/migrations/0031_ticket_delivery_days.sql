ALTER TABLE "tickets" ADD COLUMN "delivery_days" smallint;--> statement-breakpoint
-- The catalogue's delivery texts say how a ticket comes: by mail 3 days before, to an app or at the hotel the day before, at the box office on the day; a race weekend begins two days before its race.
UPDATE "tickets" SET "delivery_days" = (
	CASE
		WHEN "delivery_info" ->> 'da' LIKE 'E-billetter sendes%' THEN 3
		WHEN "delivery_info" ->> 'da' LIKE 'Mobilbilletter overføres%' THEN 1
		WHEN "delivery_info" ->> 'da' LIKE '%på hotellet dagen før%' THEN 1
		WHEN "delivery_info" ->> 'da' LIKE '%billetluge%' THEN 0
	END
) + (CASE WHEN "delivery_info" ->> 'da' LIKE '%løbsweekenden.' OR "delivery_info" ->> 'da' LIKE '%banens billetluge%' THEN 2 ELSE 0 END);
--> statement-breakpoint
-- The day a ticket is expected is part of the catalogue: changing it moves the catalogue version as its delivery text does.
DROP TRIGGER "tickets_catalogue_changed" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_catalogue_changed" AFTER INSERT OR UPDATE OF "id", "event_id", "venue_block_id", "price", "delivery_info", "delivery_days" OR DELETE OR TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION public.shop_catalogue_changed();
