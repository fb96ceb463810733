-- Search (browsing spec §2 "Search"; server/modules/search/search.ts).
--
-- Each club and each event keeps its names as visitors type them
-- (`search_names`: lower case, accents off, aa→a and oe→o, anything but
-- letters and digits a space) and their words (`search_words`, a tsvector)
-- for "a word starts with what was typed". Two GIN indexes per table serve
-- the search: one over the words (prefixes), one over "typo keys" (each word
-- and each word less one letter, so one wrong, missing, extra or swapped
-- letter still meets the word). Functions are written for both PGlite and
-- PostgreSQL; the word functions are PL/pgSQL so that PostgreSQL's JIT never
-- compiles them (as SQL with generate_series it did, ~8 ms per call).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change); naming the dictionary
-- makes the result fixed, so the wrapper may be IMMUTABLE and used in
-- generated columns and indexes. unaccent maps æ→ae, ø→o, å→a, ä→a, ö→o,
-- ü→u; aa→a and oe→o let "aarhus" meet "Århus" and "koebenhavn" meet "København".
CREATE OR REPLACE FUNCTION public.shop_search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT btrim(regexp_replace(
      replace(replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), 'aa', 'a'), 'oe', 'o'),
      '[^a-z0-9]+', ' ', 'g'))
  $$;--> statement-breakpoint
-- The distinct non-empty normalised names, in their first order.
CREATE OR REPLACE FUNCTION public.shop_search_names(names text[]) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  result text[] := '{}';
  name text;
  normalized text;
BEGIN
  FOREACH name IN ARRAY names LOOP
    normalized := public.shop_search_normalize(name);
    IF normalized <> '' AND NOT normalized = ANY (result) THEN
      result := result || normalized;
    END IF;
  END LOOP;
  RETURN result;
END $$;--> statement-breakpoint
-- array_to_string is only STABLE: wrapped, for the generated columns.
CREATE OR REPLACE FUNCTION public.shop_search_words(names text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, array_to_string(names, ' ')) $$;--> statement-breakpoint
-- Words of 4+ letters as they are and words of 5+ letters less one letter
-- each. A typed word of 5+ letters shares a key with every word one typo
-- away from it (and with a few two typos away: shop_search_one_typo decides).
CREATE OR REPLACE FUNCTION public.shop_search_typo_keys(names text[]) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  keys text[] := '{}';
  word text;
  shorter text;
BEGIN
  FOREACH word IN ARRAY string_to_array(array_to_string(names, ' '), ' ') LOOP
    IF length(word) >= 4 AND NOT word = ANY (keys) THEN
      keys := keys || word;
    END IF;
    IF length(word) >= 5 THEN
      FOR i IN 1..length(word) LOOP
        shorter := overlay(word placing '' from i for 1);
        IF NOT shorter = ANY (keys) THEN
          keys := keys || shorter;
        END IF;
      END LOOP;
    END IF;
  END LOOP;
  RETURN keys;
END $$;--> statement-breakpoint
-- At most one typo between a and b: one letter replaced, missing or extra,
-- or two neighbouring letters swapped.
CREATE OR REPLACE FUNCTION public.shop_search_one_typo(a text, b text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  la int := length(a);
  lb int := length(b);
  i int := 1;
BEGIN
  IF a = b THEN RETURN true; END IF;
  IF abs(la - lb) > 1 THEN RETURN false; END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP
    i := i + 1;
  END LOOP;
  IF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1) AND substr(a, i + 2) = substr(b, i + 2));
  ELSIF la > lb THEN
    RETURN substr(a, i + 1) = substr(b, i);
  END IF;
  RETURN substr(a, i) = substr(b, i + 1);
END $$;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_names" text[] GENERATED ALWAYS AS (public.shop_search_names(array_prepend(name, aliases))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (public.shop_search_words(public.shop_search_names(array_prepend(name, aliases)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (public.shop_search_words(search_names)) STORED NOT NULL;--> statement-breakpoint
-- An event is found by its title and by its clubs' names and aliases ("spurs").
-- Generated columns cannot read other tables, so triggers keep them.
CREATE OR REPLACE FUNCTION public.shop_events_search_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_names := public.shop_search_names(array_prepend(NEW.title, ARRAY(
    SELECT n
    FROM public.clubs AS c, unnest(c.search_names) WITH ORDINALITY AS u(n, o)
    WHERE c.id IN (NEW.home_club_id, NEW.guest_club_id)
    ORDER BY c.id = NEW.guest_club_id, o)));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_search_names" BEFORE INSERT OR UPDATE OF title, home_club_id, guest_club_id ON "events"
  FOR EACH ROW EXECUTE FUNCTION public.shop_events_search_names();--> statement-breakpoint
-- A renamed club, or one with new aliases, renames its events' search names.
CREATE OR REPLACE FUNCTION public.shop_clubs_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE public.events SET title = title WHERE home_club_id = NEW.id OR guest_club_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clubs_search_refresh" AFTER UPDATE OF name, aliases ON "clubs"
  FOR EACH ROW WHEN (OLD.search_names IS DISTINCT FROM NEW.search_names)
  EXECUTE FUNCTION public.shop_clubs_search_refresh();--> statement-breakpoint
-- Events of a database seeded before this migration.
UPDATE "events" SET "title" = "title";--> statement-breakpoint
-- fastupdate off: PGlite has no autovacuum to empty a GIN pending list, and
-- a seeded catalogue left in it made each search scan it (≈15 ms at SEED_SCALE=10).
CREATE INDEX "clubs_search_words_index" ON "clubs" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clubs_search_typo_keys_index" ON "clubs" USING gin (public.shop_search_typo_keys("search_names")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_search_words_index" ON "events" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_search_typo_keys_index" ON "events" USING gin (public.shop_search_typo_keys("search_names")) WITH (fastupdate=false);
