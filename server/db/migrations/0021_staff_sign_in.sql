-- The staff sign-in (server/modules/staff, docs/adr/0014): staff users with a password hash and a TOTP secret, their one-time recovery codes, server-side sessions, and the audit of every sign-in attempt.
CREATE TABLE "staff_recovery_codes" (
	"name" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_recovery_codes_name_code_hash_pk" PRIMARY KEY("name","code_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"verified" boolean NOT NULL,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"name" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"last_time_step" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_name_staff_users_name_fk" FOREIGN KEY ("name") REFERENCES "public"."staff_users"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_name_staff_users_name_fk" FOREIGN KEY ("name") REFERENCES "public"."staff_users"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sessions_name_index" ON "staff_sessions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_at_index" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sign_ins_at_index" ON "staff_sign_ins" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_sign_ins_name_index" ON "staff_sign_ins" USING btree ("name");