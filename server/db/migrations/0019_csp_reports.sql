-- Content-Security-Policy violations reported by browsers (docs/adr/0015).
CREATE TABLE "csp_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csp_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"document_path" text NOT NULL,
	"directive" text NOT NULL,
	"blocked" text NOT NULL,
	"source_file" text,
	"line" integer,
	"sample" text
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_at_index" ON "csp_reports" USING btree ("received_at");