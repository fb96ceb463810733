-- The staff inbox's marks (server/modules/staff): any entry, inquiry, booking or gift-card order, marked handled by whom and when; the inquiries' own columns for it go.
CREATE TABLE "staff_marks" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"handled_by" text NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_marks_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "handled_by";