-- Search vocabulary (server/modules/search/search.ts): one row per word of
-- 4+ letters that a club or an event is found by, with its typo keys. A typed
-- word of 5+ letters looks up the words one typo away here (a few dozen rows
-- at most) and the search then asks the clubs' and events' word indexes for
-- them. Before, every candidate club and event had its typo keys recomputed
-- and its words compared one by one: up to 200 ms on PGlite at SEED_SCALE=10.
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"typo_keys" text[] GENERATED ALWAYS AS (public.shop_search_typo_keys(ARRAY[word])) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "clubs_search_typo_keys_index";--> statement-breakpoint
DROP INDEX "events_search_typo_keys_index";--> statement-breakpoint
CREATE INDEX "search_vocabulary_typo_keys_index" ON "search_vocabulary" USING gin ("typo_keys") WITH (fastupdate=false);--> statement-breakpoint
-- Adds the words of the rows a statement inserted or updated (its transition
-- table `changed`, which has search_names); known words are skipped before
-- their keys are computed. A word no longer used stays: it can only widen a
-- query to a word that no name has, which finds nothing.
CREATE OR REPLACE FUNCTION public.shop_search_vocabulary_learn() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.search_vocabulary (word)
  SELECT DISTINCT found.word
  FROM changed, unnest(changed.search_names) AS listed(search_name), regexp_split_to_table(listed.search_name, ' ') AS found(word)
  WHERE length(found.word) >= 4
    AND NOT EXISTS (SELECT 1 FROM public.search_vocabulary AS known WHERE known.word = found.word)
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with a transition table has one event each, hence two per table.
CREATE TRIGGER "clubs_search_vocabulary_insert" AFTER INSERT ON "clubs"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.shop_search_vocabulary_learn();--> statement-breakpoint
CREATE TRIGGER "clubs_search_vocabulary_update" AFTER UPDATE ON "clubs"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.shop_search_vocabulary_learn();--> statement-breakpoint
CREATE TRIGGER "events_search_vocabulary_insert" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.shop_search_vocabulary_learn();--> statement-breakpoint
CREATE TRIGGER "events_search_vocabulary_update" AFTER UPDATE ON "events"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.shop_search_vocabulary_learn();--> statement-breakpoint
-- The words of a database seeded before this migration.
INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT found.word
FROM (SELECT search_names FROM "clubs" UNION ALL SELECT search_names FROM "events") AS named,
  unnest(named.search_names) AS listed(search_name), regexp_split_to_table(listed.search_name, ' ') AS found(word)
WHERE length(found.word) >= 4
ON CONFLICT ("word") DO NOTHING;
--> statement-breakpoint
-- Planner statistics for a database seeded before this migration (the seed
-- now gathers them itself; PGlite has no autovacuum to do it).
ANALYZE;
