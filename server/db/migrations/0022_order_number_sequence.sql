-- Order numbers from a sequence instead of a counter row that every order waited on until its commit (docs/adr/0016): unique and increasing, with a gap where an attempt rolled back.
CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
-- The sequence goes on after the counter's last number.
SELECT setval('"public"."order_numbers"', "value", true) FROM "order_counters" WHERE "name" = 'order';--> statement-breakpoint
DROP TABLE "order_counters" CASCADE;
