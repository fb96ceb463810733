CREATE TABLE "booking_fixture_statuses" (
	"booking_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"change_id" integer NOT NULL,
	"choice" text,
	"choice_deadline" timestamp with time zone,
	"default_choice" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_fixture_statuses_booking_id_event_id_pk" PRIMARY KEY("booking_id","event_id"),
	CONSTRAINT "booking_fixture_statuses_status" CHECK ("booking_fixture_statuses"."status" in ('moved_within', 'moved_outside', 'postponed', 'cancelled')),
	CONSTRAINT "booking_fixture_statuses_choice" CHECK ("booking_fixture_statuses"."choice" is null or "booking_fixture_statuses"."choice" in ('keep', 'terminate'))
);
--> statement-breakpoint
CREATE TABLE "fixture_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_id" text NOT NULL,
	"source" text NOT NULL,
	"feed_cursor" text,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"kickoff" timestamp with time zone,
	"previous_kickoff" timestamp with time zone,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"outcome" text,
	"affected_bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fixture_changes_changeId_unique" UNIQUE("change_id"),
	CONSTRAINT "fixture_changes_kind" CHECK ("fixture_changes"."kind" in ('moved', 'postponed', 'cancelled')),
	CONSTRAINT "fixture_changes_moved_kickoff" CHECK (("fixture_changes"."kind" = 'moved') = ("fixture_changes"."kickoff" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_fixture_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"kickoff" timestamp with time zone,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fixture_status" text;--> statement-breakpoint
ALTER TABLE "booking_fixture_statuses" ADD CONSTRAINT "booking_fixture_statuses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fixture_statuses" ADD CONSTRAINT "booking_fixture_statuses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fixture_statuses" ADD CONSTRAINT "booking_fixture_statuses_change_id_fixture_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."fixture_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_fixture_statuses_change_id_index" ON "booking_fixture_statuses" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "booking_fixture_statuses_open_idx" ON "booking_fixture_statuses" USING btree ("choice_deadline") WHERE choice is null and choice_deadline is not null;--> statement-breakpoint
CREATE INDEX "fixture_changes_event_id_occurred_at_index" ON "fixture_changes" USING btree ("event_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fixture_changes_source_feed_cursor_index" ON "fixture_changes" USING btree ("source","feed_cursor");