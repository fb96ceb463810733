ALTER TABLE "gift_cards" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "withdrawal_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "withdrawal_email" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "withdrawal_refund" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_within_amount" CHECK ("payment_transactions"."refund_amount" is null or ("payment_transactions"."refund_amount" > 0 and "payment_transactions"."refund_amount" <= "payment_transactions"."amount"));