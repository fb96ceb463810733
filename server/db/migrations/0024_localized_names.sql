-- Tournament names, event titles and ticket categories (venue blocks) are
-- written in each site's language, as the rest of the catalogue is
-- (`Localized` jsonb). A name kept before reads the same on every site until
-- it is written anew (a freshly seeded catalogue has all three).
-- The search trigger reads the title, and PostgreSQL will not change the type
-- of a column a trigger names: it goes first and comes back below.
DROP TRIGGER "events_search_names" ON "events";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('da', "title", 'no', "title", 'sv', "title");--> statement-breakpoint
ALTER TABLE "tournaments" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('da', "name", 'no', "name", 'sv', "name");--> statement-breakpoint
ALTER TABLE "venue_blocks" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('da', "name", 'no', "name", 'sv', "name");--> statement-breakpoint
-- An event is found by its title in any of the three languages ("italiens
-- grand prix" on every site) and by its clubs' names and aliases.
CREATE OR REPLACE FUNCTION public.shop_events_search_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_names := public.shop_search_names(array_cat(
    ARRAY[NEW.title ->> 'da', NEW.title ->> 'no', NEW.title ->> 'sv'],
    ARRAY(
      SELECT n
      FROM public.clubs AS c, unnest(c.search_names) WITH ORDINALITY AS u(n, o)
      WHERE c.id IN (NEW.home_club_id, NEW.guest_club_id)
      ORDER BY c.id = NEW.guest_club_id, o)));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_search_names" BEFORE INSERT OR UPDATE OF title, home_club_id, guest_club_id ON "events"
  FOR EACH ROW EXECUTE FUNCTION public.shop_events_search_names();
