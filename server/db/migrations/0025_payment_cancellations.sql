ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_status";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('pending', 'paid', 'failed', 'cancelled', 'refunding', 'refunded'));--> statement-breakpoint
-- A payment still pending on an invoice paid in full or cancelled can no longer be wanted: it is closed (the shop now closes them when the invoice is paid or released).
UPDATE "payment_transactions" SET "status" = 'cancelled', "updated_at" = now() WHERE "status" = 'pending' AND "invoice_id" IN (SELECT "id" FROM "invoices" WHERE "status" IN ('paid', 'cancelled'));
