CREATE TABLE "booking_passengers" (
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"nationality_id" integer,
	"has_ticket" boolean NOT NULL,
	CONSTRAINT "booking_passengers_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
CREATE TABLE "booking_rooms" (
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"hotel_room_type_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"lead_passenger" smallint NOT NULL,
	CONSTRAINT "booking_rooms_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"package_id" integer NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"selection" jsonb,
	"price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact" jsonb,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"personal_data_purged_at" timestamp with time zone,
	CONSTRAINT "bookings_orderNumber_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"booking_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"total_paid" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoices_bookingId_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"locale" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "rooms_available" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_nationality_id_nationalities_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_hotel_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("hotel_room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_package_id_index" ON "bookings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "bookings_end_date_index" ON "bookings" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("due_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "outbox_mails_booking_id_index" ON "outbox_mails" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_rooms_available_not_negative" CHECK ("hotel_room_types"."rooms_available" >= 0);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_availability_not_negative" CHECK ("tickets"."availability" >= 0);