-- Availability alerts for a match with no trip yet: an alert names a package or an event, exactly one.
ALTER TABLE "availability_alerts" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_email_event_id_index" ON "availability_alerts" USING btree ("email","event_id");--> statement-breakpoint
CREATE INDEX "availability_alerts_waiting_event_idx" ON "availability_alerts" USING btree ("event_id") WHERE notified_at is null and unsubscribed_at is null;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_one_target" CHECK (("availability_alerts"."package_id" is null) <> ("availability_alerts"."event_id" is null));