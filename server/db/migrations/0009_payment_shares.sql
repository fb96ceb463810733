CREATE TABLE "payment_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"invoice_id" integer NOT NULL,
	"traveller_position" smallint NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_shares_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "payment_shares_amount_positive" CHECK ("payment_shares"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "share_id" integer;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_shares_invoice_id_traveller_position_index" ON "payment_shares" USING btree ("invoice_id","traveller_position");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_share_id_payment_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."payment_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_share_id_index" ON "payment_transactions" USING btree ("share_id");