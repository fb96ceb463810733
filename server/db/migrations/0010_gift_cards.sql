CREATE TABLE "gift_card_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_redemptions_amount_positive" CHECK ("gift_card_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"code" text,
	"recipient_name" text NOT NULL,
	"email" text NOT NULL,
	"from_name" text NOT NULL,
	"to_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"send_by_post" boolean NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount" > 0),
	CONSTRAINT "gift_cards_balance_within_amount" CHECK ("gift_cards"."balance" >= 0 and "gift_cards"."balance" <= "gift_cards"."amount")
);
--> statement-breakpoint
CREATE TABLE "postal_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"gift_card_id" integer,
	"recipient_name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_queue" ADD CONSTRAINT "postal_queue_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_gift_card_id_index" ON "gift_card_redemptions" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_giftCardId_unique" UNIQUE("gift_card_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bills_one_thing" CHECK (("invoices"."booking_id" is null) <> ("invoices"."gift_card_id" is null));