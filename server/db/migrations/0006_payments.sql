CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_event_id" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"invoice_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"idempotency_key" text,
	"request_digest" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_transactions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount" > 0),
	CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_gateway_event_id_index" ON "payment_events" USING btree ("gateway","gateway_event_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_invoice_id_index" ON "payment_transactions" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_gateway_gateway_reference_index" ON "payment_transactions" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_invoice_id_idempotency_key_index" ON "payment_transactions" USING btree ("invoice_id","idempotency_key");