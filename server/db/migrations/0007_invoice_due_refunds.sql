ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_status";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Invoices written before due times: due at the end of their due date (Central European winter time).
UPDATE "invoices" SET "due_at" = ("due_date" + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 hour';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "status" = 'pending' WHERE "status" = 'failed';--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_at") WHERE status = 'pending' and released_at is null;--> statement-breakpoint
CREATE INDEX "payment_transactions_refunding_idx" ON "payment_transactions" USING btree ("refund_lease_until") WHERE status = 'refunding';--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('pending', 'paid', 'failed', 'refunding', 'refunded'));